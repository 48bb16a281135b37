import { updatePage, type CommandHandlers } from './commandHandlers.ts';
import { coverPlacement, pagePhotoSlots } from './document.ts';
import type { PhotoFilter } from './filters.ts';
import { freePhotoCommands, type FreePhotoCommand } from './freePhotoCommands.ts';
import { isCalendar, isCalendarStart } from './calendar.ts';
import { addPages, canvasEdgeOf, movePage, productFormOf, removePages } from './pages.ts';
import { slotPhotoCommands, type SlotPhotoCommand } from './slotPhotoCommands.ts';
import { filteredPage, stickerPage, type StickerCommand } from './studioCommands.ts';
import { textCommands, type TextCommand } from './textCommands.ts';
import type { CanvasEdge } from '@shop/domain';
import type { DesignDoc, DesignPage, PageLayout, Template } from './types.ts';

/** The commands on a whole page or on the book's pages. */
type PageCommand =
  /** A look and adjustments for a slot's photo or a free photo (`slotId` is then its id). */
  | { type: 'setPhotoFilter'; pageIndex: number; slotId: string; filter: PhotoFilter }
  | StickerCommand
  /** A colour `#rrggbb` or the name of one of the shop's patterns and textures. */
  | { type: 'setBackground'; pageIndex: number; color: string }
  | { type: 'setLayout'; pageIndex: number; layout: PageLayout }
  /** Books: a sheet of blank pages after this page; removing takes the sheet holding this page. */
  | { type: 'addPages'; afterIndex: number }
  | { type: 'removePages'; pageIndex: number }
  /** Books: an inner page to another inner position. */
  | { type: 'movePage'; from: number; to: number }
  /** Calendars: the first month (1 = January) and its year; the month pages follow from it. */
  | { type: 'setCalendarStart'; year: number; month: number }
  /** Canvases: what shows round the frame. */
  | { type: 'setCanvasEdge'; edge: CanvasEdge };

/** Every change a customer can make to a design. Each one is a single undo step. */
export type DesignCommand = SlotPhotoCommand | TextCommand | FreePhotoCommand | PageCommand;

function changeSticker(template: Template, doc: DesignDoc, command: StickerCommand): DesignDoc {
  return updatePage(doc, command.pageIndex, (page) => stickerPage(template, page, command));
}

/** Photos move to the new layout's slots in order; extra photos stay in the tray. */
function relaidPage(template: Template, page: DesignPage, layout: PageLayout): DesignPage {
  if (page.layout === layout) return page;
  const photos = pagePhotoSlots(template, page).flatMap((slot) => {
    const placed = page.photos[slot.id];
    return placed ? [placed.photo] : [];
  });
  const nextPage: DesignPage = { ...page, layout, photos: {} };
  const slots = pagePhotoSlots(template, nextPage);
  const placed = Object.fromEntries(
    slots.flatMap((slot, position) =>
      photos[position] ? [[slot.id, coverPlacement(slot, photos[position])]] : [],
    ),
  );
  return { ...nextPage, photos: placed };
}

const pageCommands: CommandHandlers<PageCommand> = {
  setPhotoFilter: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => filteredPage(page, command)),
  addSticker: changeSticker,
  updateSticker: changeSticker,
  removeSticker: changeSticker,
  setBackground: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.background === command.color ? page : { ...page, background: command.color },
    ),
  setLayout: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => relaidPage(template, page, command.layout)),
  addPages: (template, doc, command) => addPages(template, doc, command.afterIndex),
  removePages: (template, doc, command) => removePages(template, doc, command.pageIndex),
  movePage: (template, doc, command) => movePage(template, doc, command.from, command.to),
  setCalendarStart: (template, doc, { year, month }) => {
    const current = doc.calendar;
    if (!isCalendar(template) || !isCalendarStart({ year, month })) return doc;
    if (current?.year === year && current.month === month) return doc;
    return { ...doc, calendar: { year, month } };
  },
  setCanvasEdge: (template, doc, { edge }) =>
    productFormOf(template) !== 'canvas' || canvasEdgeOf(doc) === edge
      ? doc
      : { ...doc, canvasEdge: edge },
};

const commandHandlers: CommandHandlers<DesignCommand> = {
  ...slotPhotoCommands,
  ...textCommands,
  ...freePhotoCommands,
  ...pageCommands,
};

/**
 * Applies one command. Unknown slots or pages leave the document as it was (the same object),
 * so callers can tell that nothing changed.
 */
export function applyCommand(
  template: Template,
  doc: DesignDoc,
  command: DesignCommand,
): DesignDoc {
  // Each handler takes its own type of command: the table pairs them by `type`.
  const handle = commandHandlers[command.type] as (
    template: Template,
    doc: DesignDoc,
    command: DesignCommand,
  ) => DesignDoc;
  return handle(template, doc, command);
}
