import { updatePage, type CommandHandlers } from './commandHandlers.ts';
import {
  allowsFreePhotos,
  changedFreePhoto,
  newFreePhoto,
  resizedFrame,
  sameFreePhoto,
  type FreePhotoChanges,
} from './freePhotos.ts';
import type { DesignDoc, PhotoAsset, Template } from './types.ts';

/** The commands on the photos placed freely on a page, outside its slots. */
export type FreePhotoCommand =
  /**
   * A photo anywhere on a page whose template allows it, outside the slots: the whole photo at a
   * size that fits the safe area, centred on the page or on `at` (millimetres on the page).
   */
  | {
      type: 'placeFreePhoto';
      pageIndex: number;
      id: string;
      photo: PhotoAsset;
      at?: { x: number; y: number };
    }
  /** Moves, turns or flips a free photo; a new width resizes it from its top-left corner. */
  | { type: 'updateFreePhoto'; pageIndex: number; id: string; changes: FreePhotoChanges }
  /** Resizes a free photo about its centre, keeping the photo's aspect. */
  | { type: 'resizeFreePhoto'; pageIndex: number; id: string; width: number }
  | { type: 'removeFreePhoto'; pageIndex: number; id: string }
  /** One step up (drawn over the next free photo) or down. */
  | { type: 'arrangeFreePhoto'; pageIndex: number; id: string; direction: 'forward' | 'backward' };

function changeFreePhoto(
  _template: Template,
  doc: DesignDoc,
  command: Extract<FreePhotoCommand, { type: 'updateFreePhoto' | 'resizeFreePhoto' }>,
): DesignDoc {
  return updatePage(doc, command.pageIndex, (page) => {
    const current = page.freePhotos.find((free) => free.id === command.id);
    if (!current) return page;
    const next = changedFreePhoto(
      current,
      command.type === 'updateFreePhoto' ? command.changes : resizedFrame(current, command.width),
    );
    if (sameFreePhoto(current, next)) return page;
    return {
      ...page,
      freePhotos: page.freePhotos.map((free) => (free.id === command.id ? next : free)),
    };
  });
}

export const freePhotoCommands: CommandHandlers<FreePhotoCommand> = {
  placeFreePhoto: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      !allowsFreePhotos(template, page) || page.freePhotos.some((free) => free.id === command.id)
        ? page
        : {
            ...page,
            freePhotos: [
              ...page.freePhotos,
              newFreePhoto(template, command.id, command.photo, command.at),
            ],
          },
    ),
  updateFreePhoto: changeFreePhoto,
  resizeFreePhoto: changeFreePhoto,
  removeFreePhoto: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.freePhotos.some((free) => free.id === command.id)
        ? { ...page, freePhotos: page.freePhotos.filter((free) => free.id !== command.id) }
        : page,
    ),
  arrangeFreePhoto: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => {
      const from = page.freePhotos.findIndex((free) => free.id === command.id);
      const to = from + (command.direction === 'forward' ? 1 : -1);
      const moving = page.freePhotos[from];
      if (!moving || to < 0 || to >= page.freePhotos.length) return page;
      const freePhotos = page.freePhotos.toSpliced(from, 1).toSpliced(to, 0, moving);
      return { ...page, freePhotos };
    }),
};
