import { cleanFilter, type PhotoFilter } from './filters.ts';
import { stickerSvg } from './stickers.ts';
import { textHeight } from './textMetrics.ts';
import type { DesignPage, FreeText, PlacedPhoto, PlacedSticker, Template } from './types.ts';

// The studio's commands on a page: photo filters, stickers, and added texts that grow.

/** The photo (in a slot or placed freely) with its new filter; a neutral filter is dropped. */
export function filteredPage(
  page: DesignPage,
  { slotId, filter }: { slotId: string; filter: PhotoFilter },
): DesignPage {
  const clean = cleanFilter(filter);
  const apply = <Placed extends PlacedPhoto>(placed: Placed): Placed => {
    const { filter: _old, ...rest } = placed;
    return (clean ? { ...rest, filter: clean } : rest) as Placed;
  };
  const placed = page.photos[slotId];
  if (placed) return { ...page, photos: { ...page.photos, [slotId]: apply(placed) } };
  if (!page.freePhotos.some((free) => free.id === slotId)) return page;
  return {
    ...page,
    freePhotos: page.freePhotos.map((free) => (free.id === slotId ? apply(free) : free)),
  };
}

/** Stickers: added from the shop's set (centred, a quarter of the page wide), moved, resized, removed. */
export type StickerCommand =
  | { type: 'addSticker'; pageIndex: number; id: string; sticker: string }
  | {
      type: 'updateSticker';
      pageIndex: number;
      id: string;
      changes: Partial<Pick<PlacedSticker, 'x' | 'y' | 'width' | 'rotation'>>;
    }
  | { type: 'removeSticker'; pageIndex: number; id: string };

/** Stickers are square; they keep at least 5 mm so they stay visible and can be picked. */
export function stickerPage(
  template: Template,
  page: DesignPage,
  command: StickerCommand,
): DesignPage {
  const stickers = page.stickers ?? [];
  const current = stickers.find((sticker) => sticker.id === command.id);
  if (command.type === 'addSticker') {
    if (current || !stickerSvg(command.sticker)) return page;
    const { width, height } = template.print_size_mm;
    const size = Math.min(width, height) / 4;
    const added: PlacedSticker = {
      id: command.id,
      sticker: command.sticker,
      x: (width - size) / 2,
      y: (height - size) / 2,
      width: size,
      height: size,
      rotation: 0,
    };
    return { ...page, stickers: [...stickers, added] };
  }
  if (!current) return page;
  if (command.type === 'removeSticker')
    return { ...page, stickers: stickers.filter((sticker) => sticker !== current) };
  const size = Math.max(5, command.changes.width ?? current.width);
  const centre = { x: current.x + current.width / 2, y: current.y + current.height / 2 };
  const next: PlacedSticker = {
    ...current,
    ...command.changes,
    // A new size keeps the sticker's centre; a move sets its corner.
    ...(command.changes.width === undefined
      ? {}
      : { x: centre.x - size / 2, y: centre.y - size / 2 }),
    width: size,
    height: size,
  };
  return { ...page, stickers: stickers.map((sticker) => (sticker === current ? next : sticker)) };
}

/** An added text's box grows down with its text, unless the customer chose "fit text". */
export function grownFreeText(text: FreeText): FreeText {
  if (text.fit === 'shrink') return text;
  const height = textHeight(text.text, text, text.width);
  return height > text.height ? { ...text, height } : text;
}
