import '@fontsource/inter/400.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-400-italic.css';
import '@fontsource/inter/latin-700-italic.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-400-italic.css';
import '@fontsource/nunito/latin-700-italic.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-400-italic.css';
import '@fontsource/montserrat/latin-700-italic.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-700.css';
import '@fontsource/lora/latin-400-italic.css';
import '@fontsource/lora/latin-700-italic.css';
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/playfair-display/latin-400-italic.css';
import '@fontsource/playfair-display/latin-700-italic.css';
import '@fontsource/dancing-script/latin-400.css';
import '@fontsource/dancing-script/latin-700.css';
import '@fontsource/abril-fatface/latin-400.css';
import { useEffect, useState } from 'react';
import type { TextStyle } from '../model/index.ts';

/**
 * Fonts the customer can print with, by kind, shipped with the editor's chunk (no font service
 * at run time, nothing in the shop's entry). Letters outside a font's Latin subset draw in Inter.
 */
export const editorFontGroups = {
  sans: ['Inter', 'Nunito', 'Montserrat'],
  serif: ['Lora', 'Playfair Display'],
  script: ['Dancing Script'],
  display: ['Abril Fatface'],
} as const;
export type FontGroup = keyof typeof editorFontGroups;

export const editorFonts: readonly string[] = Object.values(editorFontGroups).flat();

/** The canvas font stack: the chosen font, then the shop's fonts, so text always draws. */
export function canvasFontFamily(family: string): string {
  return `"${family}", Inter, sans-serif`;
}

/** Konva's `fontStyle` for a text: `normal`, `bold`, `italic` or `italic bold`. */
export function canvasFontStyle(style: Pick<TextStyle, 'bold' | 'italic'>): string {
  return [style.italic ? 'italic' : '', style.bold ? 'bold' : ''].join(' ').trim() || 'normal';
}

/** The CSS `font` shorthand that loads one face of a family. */
function faceQuery(family: string, style: Pick<TextStyle, 'bold' | 'italic'> = {}): string {
  return `${style.italic ? 'italic ' : ''}${style.bold ? '700 ' : ''}16px "${family}"`;
}

/** Resolves when the regular face of every editor font is ready to draw on the canvas. */
export function loadEditorFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(editorFonts.map((font) => document.fonts.load(faceQuery(font))))
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * True once the face a text uses (bold, italic) has loaded. The canvas does not redraw by itself
 * when a face arrives, so a text drawn before re-renders when this turns true.
 */
export function useFontFace(style: Pick<TextStyle, 'fontFamily' | 'bold' | 'italic'>): boolean {
  const query = faceQuery(style.fontFamily, style);
  const [loaded, setLoaded] = useState<string | null>(null);
  const available =
    typeof document === 'undefined' || !document.fonts || document.fonts.check(query);
  useEffect(() => {
    if (available) return;
    let active = true;
    void document.fonts
      .load(query)
      .catch(() => undefined)
      .then(() => {
        if (active) setLoaded(query);
      });
    return () => {
      active = false;
    };
  }, [available, query]);
  return available || loaded === query;
}
