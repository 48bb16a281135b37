import { modeLrgb, modeRgb, useMode as registerMode, wcagContrast } from 'culori/fn';

// Only the colour spaces the checks need: sRGB and its linear form (for luminance).
registerMode(modeRgb);
registerMode(modeLrgb);

/** WCAG's minimum contrast for large text (18 pt, or 14 pt bold): printed texts are that size. */
export const minTextContrast = 3;

/** WCAG 2 contrast ratio of two CSS colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}
