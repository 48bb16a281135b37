import {
  allowsFreePhotos,
  emptyPhotoSlots,
  type DesignDoc,
  type DesignPage,
  type PhotoAsset,
  type PhotoSlot,
  type Template,
} from '../model/index.ts';
import type { EditorDispatch } from './editorContext.ts';
import { newFreePhotoId } from './freeContent.ts';

/**
 * Placing a library photo on the page: in the selected slot (or the page's next empty one), freely
 * where the page allows it, or where it was dropped on a page's canvas. The photo placed is
 * selected, and a drop on the facing page of a spread opens that page.
 */
export function usePhotoPlacing({
  template,
  doc,
  page,
  photoSlots,
  selectedPhotoSlot,
  library,
  dispatch,
}: {
  template: Template;
  doc: DesignDoc;
  page: DesignPage;
  photoSlots: readonly PhotoSlot[];
  selectedPhotoSlot: string | null;
  library: readonly PhotoAsset[];
  dispatch: EditorDispatch;
}) {
  const placePhoto = (photo: PhotoAsset) => {
    const target =
      selectedPhotoSlot ??
      emptyPhotoSlots(template, doc).find((entry) => entry.pageIndex === page.index)?.slot.id ??
      photoSlots[0]?.id;
    if (!target) return;
    dispatch({
      type: 'command',
      command: { type: 'placePhoto', pageIndex: page.index, slotId: target, photo },
    });
    dispatch({ type: 'select', selection: { kind: 'photo', id: target } });
  };

  /** A photo anywhere on a page that allows it (centred, or where it was dropped), selected. */
  const placeFreePhoto = (photo: PhotoAsset, at?: { x: number; y: number }, on = page) => {
    if (!allowsFreePhotos(template, on)) return;
    const id = newFreePhotoId();
    if (on.index !== page.index) dispatch({ type: 'goToPage', pageIndex: on.index });
    dispatch({
      type: 'command',
      command: { type: 'placeFreePhoto', pageIndex: on.index, id, photo, ...(at ? { at } : {}) },
    });
    dispatch({ type: 'select', selection: { kind: 'freePhoto', id } });
  };

  /** The library's photo a tray drag carries. */
  const draggedPhoto = (json: string) =>
    library.find((candidate) => candidate.url === (JSON.parse(json) as PhotoAsset).url);

  /** A tray photo dropped on a slot of a page on show. */
  const dropPhoto = (shown: DesignPage, slotId: string, json: string) => {
    const photo = draggedPhoto(json);
    if (!photo) return;
    if (shown.index !== page.index) dispatch({ type: 'goToPage', pageIndex: shown.index });
    dispatch({
      type: 'command',
      command: { type: 'placePhoto', pageIndex: shown.index, slotId, photo },
    });
    dispatch({ type: 'select', selection: { kind: 'photo', id: slotId } });
  };

  /** A tray photo dropped outside the slots of a page that takes free photos. */
  const dropFreePhoto = (shown: DesignPage) =>
    allowsFreePhotos(template, shown)
      ? (json: string, at: { x: number; y: number }) => {
          const photo = draggedPhoto(json);
          if (photo) placeFreePhoto(photo, at, shown);
        }
      : undefined;

  return { placePhoto, placeFreePhoto, dropPhoto, dropFreePhoto };
}
