import '@fontsource/inter/400.css';
import '@fontsource/nunito/400.css';

/** Fonts the customer can print with, shipped with the editor (no font service at run time). */
export const editorFonts = ['Inter', 'Nunito'] as const;

/** The canvas font stack: the chosen font, then the shop's fonts, so text always draws. */
export function canvasFontFamily(family: string): string {
  return `"${family}", Inter, sans-serif`;
}

/** Resolves when the editor's fonts are ready to draw on the canvas. */
export function loadEditorFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(editorFonts.map((font) => document.fonts.load(`16px "${font}"`)))
    .then(() => undefined)
    .catch(() => undefined);
}
