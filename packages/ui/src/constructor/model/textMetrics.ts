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

type MeasuredStyle = Pick<TextStyle, 'fontFamily' | 'fontSizePt' | 'bold' | 'italic'>;

/**
 * The printed width of a run of text in millimetres. The editor passes the canvas's own
 * measurement (the fonts it draws with); without one, an estimate from average advance widths.
 */
export type MeasureText = (text: string, style: MeasuredStyle) => number;

/** The smallest size "fit text" shrinks a text to, in points: below it nobody can read it. */
export const minFittedFontSizePt = 6;

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
export function wrapText(
  text: string,
  style: MeasuredStyle,
  width: number,
  measure: MeasureText = estimateTextWidth,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the box breaks across lines.
      let rest = word;
      while (measure(rest, style) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

type LaidOutStyle = MeasuredStyle & Pick<TextStyle, 'lineHeight' | 'fit'>;

/** The height the text's lines take at its size, in millimetres. */
export function textHeight(
  text: string,
  style: LaidOutStyle,
  width: number,
  measure: MeasureText = estimateTextWidth,
): number {
  return wrapText(text, style, width, measure).length * fontSizeMm(style) * lineHeightOf(style);
}

const fitsAt = (
  text: string,
  style: LaidOutStyle,
  box: Pick<Rect, 'width' | 'height'>,
  measure: MeasureText,
) => textHeight(text, style, box.width, measure) <= box.height + 1e-6;

/**
 * The size the text is drawn at: its own, or with "fit text" the largest size (in half points,
 * down to the smallest readable one) at which it fits its box.
 */
export function fittedFontSizePt(
  text: string,
  style: LaidOutStyle,
  box: Pick<Rect, 'width' | 'height'>,
  measure: MeasureText = estimateTextWidth,
): number {
  if (style.fit !== 'shrink' || fitsAt(text, style, box, measure)) return style.fontSizePt;
  for (let size = Math.floor(style.fontSizePt * 2) / 2; size > minFittedFontSizePt; size -= 0.5)
    if (fitsAt(text, { ...style, fontSizePt: size }, box, measure)) return size;
  return minFittedFontSizePt;
}

/** The text's style as drawn: with "fit text", at the size that fits its box. */
export function drawnTextStyle<Style extends LaidOutStyle>(
  text: string,
  style: Style,
  box: Pick<Rect, 'width' | 'height'>,
  measure: MeasureText = estimateTextWidth,
): Style {
  const fontSizePt = fittedFontSizePt(text, style, box, measure);
  return fontSizePt === style.fontSizePt ? style : { ...style, fontSizePt };
}

/** True when the text needs more height than its box has (at its fitted size with "fit text"). */
export function textOverflows(
  text: string,
  style: LaidOutStyle,
  box: Pick<Rect, 'width' | 'height'>,
  measure: MeasureText = estimateTextWidth,
): boolean {
  if (!text.trim()) return false;
  return !fitsAt(text, drawnTextStyle(text, style, box, measure), box, measure);
}

/**
 * Where the text's letters are on the page: its lines' width placed by the alignment, from the
 * box's top down as far as the lines go (which may be below the box when it overflows).
 */
export function textInkBox(
  text: string,
  style: LaidOutStyle & Pick<TextStyle, 'align'>,
  box: Rect,
  measure: MeasureText = estimateTextWidth,
): Rect | undefined {
  if (!text.trim()) return undefined;
  const drawn = drawnTextStyle(text, style, box, measure);
  const lines = wrapText(text, drawn, box.width, measure);
  const width = Math.min(box.width, Math.max(...lines.map((line) => measure(line, drawn))));
  const x =
    style.align === 'left'
      ? box.x
      : style.align === 'right'
        ? box.x + box.width - width
        : box.x + (box.width - width) / 2;
  return { x, y: box.y, width, height: lines.length * fontSizeMm(drawn) * lineHeightOf(drawn) };
}
