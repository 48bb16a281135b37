import {
  productFormOf,
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type Selection,
  type Template,
  type TextSlot,
} from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { BackgroundPanel } from './BackgroundPanel.tsx';
import { CalendarPanel } from './CalendarPanel.tsx';
import { CanvasEdgePanel } from './CanvasEdgePanel.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { FreePhotoPanel } from './FreePhotoPanel.tsx';
import { PagesPanel } from './PagesPanel.tsx';
import { PhotoPanel } from './PhotoPanel.tsx';
import { StickerPanel } from './StickerPanel.tsx';
import { TextPanel } from './TextPanel.tsx';

/**
 * The panels beside the page: a calendar's first month, a canvas's edge, the book's pages, the selected photo,
 * its text, the background.
 */
export function ToolPanels({
  template,
  doc,
  page,
  selection,
  photoSlots,
  textSlots,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  selection: Selection;
  photoSlots: readonly PhotoSlot[];
  textSlots: readonly TextSlot[];
  dispatch: EditorDispatch;
}) {
  const selectedFreePhoto =
    selection?.kind === 'freePhoto'
      ? page.freePhotos.find((free) => free.id === selection.id)
      : undefined;
  return (
    <>
      {doc.calendar ? <CalendarPanel start={doc.calendar} dispatch={dispatch} /> : null}
      {productFormOf(template) === 'canvas' ? (
        <CanvasEdgePanel doc={doc} dispatch={dispatch} />
      ) : null}
      <PagesPanel template={template} doc={doc} pageIndex={page.index} dispatch={dispatch} />
      {selectedFreePhoto ? (
        <FreePhotoPanel
          template={template}
          doc={doc}
          page={page}
          free={selectedFreePhoto}
          dispatch={dispatch}
        />
      ) : (
        <PhotoPanel
          template={template}
          doc={doc}
          page={page}
          slotId={selection?.kind === 'photo' ? selection.id : null}
          dispatch={dispatch}
          photoSlots={photoSlots}
        />
      )}
      <TextPanel
        template={template}
        page={page}
        selection={selection}
        textSlots={textSlots}
        dispatch={dispatch}
      />
      <FilterPanel page={page} selection={selection} dispatch={dispatch} />
      <BackgroundPanel page={page} dispatch={dispatch} />
      <StickerPanel page={page} dispatch={dispatch} />
    </>
  );
}
