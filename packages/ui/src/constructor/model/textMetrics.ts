import type { Rect, TextStyle } from './types.ts';

const mmPerPoint = 25.4 / 72;
/** Line height as a multiple of the font size, as the canvas draws text. */
export const lineHeightRatio = 1.2;

/**
 * Average advance widths (in em) of the shop's fonts, measured on mixed-case text with spaces.
 * Unknown fonts use the widest value so the estimate errs towards flagging overflow.
 */
const averageAdvance: Readonly<Record<string, number>> = {
  Inter: 0.53,
  Nunito: 0.5,
  Lora: 0.5,
};
const fallbackAdvance = 0.56;
/** Wide glyphs take more room than the average: capitals, W and M. */
const wideGlyph = /[A-Z@%&]/;

export function fontSizeMm(style: Pick<TextStyle, 'fontSizePt'>): number {
  return style.fontSizePt * mmPerPoint;
}

/** Estimated printed width of a run of text, in millimetres. */
export function estimateTextWidth(
  text: string,
  style: Pick<TextStyle, 'fontFamily' | 'fontSizePt'>,
): number {
  const advance = averageAdvance[style.fontFamily] ?? fallbackAdvance;
  let ems = 0;
  for (const char of text) ems += wideGlyph.test(char) ? advance * 1.3 : advance;
  return ems * fontSizeMm(style);
}

/** Lines the text wraps into at this box width (greedy word wrap; long words break anywhere). */
export function wrapText(
  text: string,
  style: Pick<TextStyle, 'fontFamily' | 'fontSizePt'>,
  width: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (estimateTextWidth(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the box breaks across lines.
      let rest = word;
      while (estimateTextWidth(rest, style) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && estimateTextWidth(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** True when the text needs more height than its box has. */
export function textOverflows(
  text: string,
  style: Pick<TextStyle, 'fontFamily' | 'fontSizePt'>,
  box: Pick<Rect, 'width' | 'height'>,
): boolean {
  if (!text.trim()) return false;
  const lines = wrapText(text, style, box.width);
  return lines.length * fontSizeMm(style) * lineHeightRatio > box.height + 1e-6;
}
