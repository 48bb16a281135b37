import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/700-italic.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/400-italic.css';
import '@fontsource/nunito/700-italic.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/400-italic.css';
import '@fontsource/montserrat/700-italic.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/700.css';
import '@fontsource/lora/400-italic.css';
import '@fontsource/lora/700-italic.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/playfair-display/400-italic.css';
import '@fontsource/playfair-display/700-italic.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/dancing-script/700.css';
import '@fontsource/abril-fatface/400.css';
import { useEffect, useState } from 'react';
import type { TextStyle } from '../model/index.ts';

/**
 * Fonts the customer can print with, by kind, shipped with the editor's chunk (no font service
 * at run time, nothing in the shop's entry). Each face comes in the font's subsets (Latin, Latin
 * Extended for Polish, Czech and Slovak, and others) by `unicode-range`: the browser downloads a
 * subset only when a text needs its letters.
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

/** The text's letters that are not plain ASCII (plus a space): what picks the subsets to load. */
function lettersOf(text: string): string {
  return ` ${[...new Set(text)].filter((letter) => letter.charCodeAt(0) > 0x7f).join('')}`;
}

/** Resolves when the regular face of every editor font is ready to draw on the canvas. */
function loadEditorFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(editorFonts.map((font) => document.fonts.load(faceQuery(font))))
    .then(() => undefined)
    .catch(() => undefined);
}

/** Loads the face a text uses in the subsets its letters need; never fails (the canvas falls back). */
/** Whether the editor's fonts have loaded: the canvas waits for them to measure its texts. */
export function useEditorFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadEditorFonts().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  return ready;
}

export function loadTextFace(
  style: Pick<TextStyle, 'fontFamily' | 'bold' | 'italic'>,
  text: string,
): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return document.fonts
    .load(faceQuery(style.fontFamily, style), lettersOf(text))
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * True once the face a text uses (bold, italic) has loaded, in the subsets its letters need (a
 * Polish "ł" needs Latin Extended). A canvas loads no font by itself and does not redraw when
 * one arrives, so a text drawn before re-renders when this turns true.
 */
export function useFontFace(
  style: Pick<TextStyle, 'fontFamily' | 'bold' | 'italic'>,
  text: string,
): boolean {
  const { fontFamily, bold, italic } = style;
  const query = faceQuery(fontFamily, style);
  const letters = lettersOf(text);
  const key = `${query}|${letters}`;
  const [loaded, setLoaded] = useState<string | null>(null);
  const available =
    typeof document === 'undefined' || !document.fonts || document.fonts.check(query, letters);
  useEffect(() => {
    if (available) return;
    let active = true;
    void loadTextFace({ fontFamily, bold, italic }, text).then(() => {
      if (active) setLoaded(key);
    });
    return () => {
      active = false;
    };
  }, [available, key, fontFamily, bold, italic, text]);
  return available || loaded === key;
}
