import { memo, useId } from 'react';
import {
  backgroundColourOf,
  pagePhotoSlots,
  pageTextSlots,
  stickerUrl,
  svgDataUrl,
  textOfSlot,
  tiledBackground,
  type DesignPage,
  type PlacedText,
  type Rect,
  type Template,
} from '../model/index.ts';
import { canvasFontFamily } from './fonts.ts';
import * as styles from './Pages.css.ts';
import { ThumbnailFreePhoto, ThumbnailSlot } from './ThumbnailPhotos.tsx';

const mmPerPoint = 25.4 / 72;

function ThumbnailText({ box, text }: { box: Rect; text: PlacedText }) {
  const size = text.fontSizePt * mmPerPoint;
  const x =
    text.align === 'left'
      ? box.x
      : text.align === 'right'
        ? box.x + box.width
        : box.x + box.width / 2;
  const anchor = text.align === 'left' ? 'start' : text.align === 'right' ? 'end' : 'middle';
  return (
    <text
      x={x}
      y={box.y + Math.min(box.height, size * 1.1)}
      fontSize={size}
      fontFamily={canvasFontFamily(text.fontFamily)}
      fill={text.color}
      textAnchor={anchor}
    >
      {text.text.split('\n')[0]}
    </text>
  );
}

/** The page's paper: its colour, or its pattern's tile repeated at its printed size. */
function ThumbnailBackground({ id, value }: { id: string; value: string }) {
  const tile = tiledBackground(value)?.tile;
  return (
    <>
      <rect width="100%" height="100%" fill={backgroundColourOf(value)} />
      {tile ? (
        <>
          <pattern id={id} width={tile.tileMm} height={tile.tileMm} patternUnits="userSpaceOnUse">
            <image href={svgDataUrl(tile.svg)} width={tile.tileMm} height={tile.tileMm} />
          </pattern>
          <rect width="100%" height="100%" fill={`url(#${id})`} />
        </>
      ) : null}
    </>
  );
}

/**
 * A small drawing of a page as it prints (trimmed, without guides): background, photos in their
 * slots with the customer's crop, photos placed freely, and the first line of each text. Drawn again only when its page
 * changes, so a book of a hundred pages stays quick to edit.
 */
export const PageThumbnail = memo(function PageThumbnail({
  template,
  page,
}: {
  template: Template;
  page: DesignPage;
}) {
  const id = useId();
  const { width, height } = template.print_size_mm;
  return (
    <svg
      className={styles.thumbnail}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <ThumbnailBackground id={`${id}-background`} value={page.background} />
      {pagePhotoSlots(template, page).map((slot, position) => (
        <ThumbnailSlot
          key={slot.id}
          slot={slot}
          placed={page.photos[slot.id]}
          clipId={`${id}-${position}`}
        />
      ))}
      {page.freePhotos.map((free) => (
        <ThumbnailFreePhoto key={free.id} free={free} />
      ))}
      {(page.stickers ?? []).map((sticker) => (
        <image
          key={sticker.id}
          href={stickerUrl(sticker.sticker)}
          x={sticker.x}
          y={sticker.y}
          width={sticker.width}
          height={sticker.height}
          transform={`rotate(${sticker.rotation} ${sticker.x + sticker.width / 2} ${sticker.y + sticker.height / 2})`}
        />
      ))}
      {pageTextSlots(template, page).map((slot) => (
        <ThumbnailText key={slot.id} box={slot} text={textOfSlot(page, slot)} />
      ))}
      {page.freeTexts.map((text) => (
        <ThumbnailText key={text.id} box={text} text={text} />
      ))}
    </svg>
  );
});
