import type { Rect, TextStyle } from './types.ts';

const mmPerPoint = 25.4 / 72;
/** Line height as a multiple of the font size, as the canvas draws text. */
const lineHeightRatio = 1.2;

/**
 * Average advance widths (in em) of the shop's fonts, measured on mixed-case text with spaces.
 * Unknown fonts use the widest value so the estimate errs towards flagging overflow.
 */
const averageAdvance: Readonly<Record<string, number>> = {
  Inter: 0.53,
  Nunito: 0.5,
  Lora: 0.5,
  Montserrat: 0.56,
  'Playfair Display': 0.5,
  'Dancing Script': 0.42,
  'Abril Fatface': 0.53,
};
/** Bold glyphs are wider than regular ones. */
const boldFactor = 1.07;

type MeasuredStyle = Pick<TextStyle, 'fontFamily' | 'fontSizePt' | 'bold'>;

/** The line height a text is drawn with, as a multiple of its font size. */
export function lineHeightOf(style: Pick<TextStyle, 'lineHeight'>): number {
  return style.lineHeight ?? lineHeightRatio;
}
const fallbackAdvance = 0.56;
/** Wide glyphs take more room than the average: capitals, W and M. */
const wideGlyph = /[A-Z@%&]/;

export function fontSizeMm(style: Pick<TextStyle, 'fontSizePt'>): number {
  return style.fontSizePt * mmPerPoint;
}

/** Estimated printed width of a run of text, in millimetres. */
export function estimateTextWidth(text: string, style: MeasuredStyle): number {
  const advance =
    (averageAdvance[style.fontFamily] ?? fallbackAdvance) * (style.bold ? boldFactor : 1);
  let ems = 0;
  for (const char of text) ems += wideGlyph.test(char) ? advance * 1.3 : advance;
  return ems * fontSizeMm(style);
}

/** Lines the text wraps into at this box width (greedy word wrap; long words break anywhere). */
export function wrapText(text: string, style: MeasuredStyle, width: number): string[] {
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
  style: MeasuredStyle & Pick<TextStyle, 'lineHeight'>,
  box: Pick<Rect, 'width' | 'height'>,
): boolean {
  if (!text.trim()) return false;
  const lines = wrapText(text, style, box.width);
  return lines.length * fontSizeMm(style) * lineHeightOf(style) > box.height + 1e-6;
}

/**
 * Where the text's letters are on the page: its lines' width placed by the alignment, from the
 * box's top down as far as the lines go (which may be below the box when it overflows).
 */
export function textInkBox(
  text: string,
  style: MeasuredStyle & Pick<TextStyle, 'lineHeight' | 'align'>,
  box: Rect,
): Rect | undefined {
  if (!text.trim()) return undefined;
  const lines = wrapText(text, style, box.width);
  const width = Math.min(
    box.width,
    Math.max(...lines.map((line) => estimateTextWidth(line, style))),
  );
  const x =
    style.align === 'left'
      ? box.x
      : style.align === 'right'
        ? box.x + box.width - width
        : box.x + (box.width - width) / 2;
  return { x, y: box.y, width, height: lines.length * fontSizeMm(style) * lineHeightOf(style) };
}
