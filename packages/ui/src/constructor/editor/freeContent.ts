import type { DesignPage, Template } from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';

let freeTextCounter = 0;
let freePhotoCounter = 0;

/** An id for a new free photo, unique in the design. */
export function newFreePhotoId(): string {
  freePhotoCounter += 1;
  return `p${Date.now().toString(36)}${freePhotoCounter}`;
}

/** Adds a text in the middle of the page and selects it; returns its id. */
export function addFreeText(
  template: Template,
  page: DesignPage,
  dispatch: EditorDispatch,
  text: string,
): string {
  freeTextCounter += 1;
  const id = `t${Date.now().toString(36)}${freeTextCounter}`;
  const { width, height } = template.print_size_mm;
  const box = { width: width * 0.6, height: Math.max(12, height * 0.08) };
  dispatch({
    type: 'command',
    command: {
      type: 'addFreeText',
      pageIndex: page.index,
      freeText: {
        id,
        x: (width - box.width) / 2,
        y: (height - box.height) / 2,
        ...box,
        text,
        fontFamily: 'Inter',
        fontSizePt: 18,
        color: '#1b1b1b',
        align: 'center',
      },
    },
  });
  dispatch({ type: 'select', selection: { kind: 'freeText', id } });
  return id;
}
