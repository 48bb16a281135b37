import { coverScale, filterCss, type PhotoFilter } from '../model/index.ts';
import type { FreePhoto, PhotoSlot, PlacedPhoto } from '../model/types.ts';
import * as styles from './Pages.css.ts';

/** The photo's filter as the canvas draws it (the same CSS filter list). */
const filterStyle = (filter: PhotoFilter | undefined) =>
  filter ? { filter: filterCss(filter) } : undefined;

/** A photo slot of a page thumbnail: its frame, and the photo in it with the customer's crop. */
export function ThumbnailSlot({
  slot,
  placed,
  clipId,
}: {
  slot: PhotoSlot;
  placed: PlacedPhoto | undefined;
  clipId: string;
}) {
  const mmPerPixel = placed
    ? coverScale(slot, placed.photo, placed.transform.rotation) * placed.transform.zoom
    : 0;
  const photoWidth = placed ? placed.photo.width * mmPerPixel : 0;
  const photoHeight = placed ? placed.photo.height * mmPerPixel : 0;
  return (
    <g
      transform={`translate(${slot.x + slot.width / 2} ${slot.y + slot.height / 2}) rotate(${slot.rotation})`}
    >
      <clipPath id={clipId}>
        <rect x={-slot.width / 2} y={-slot.height / 2} width={slot.width} height={slot.height} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect
          className={styles.thumbnailSlot}
          x={-slot.width / 2}
          y={-slot.height / 2}
          width={slot.width}
          height={slot.height}
        />
        {placed ? (
          <image
            href={placed.photo.url}
            x={-photoWidth / 2}
            y={-photoHeight / 2}
            width={photoWidth}
            height={photoHeight}
            preserveAspectRatio="none"
            style={filterStyle(placed.filter)}
            transform={`translate(${placed.transform.offsetX} ${placed.transform.offsetY}) rotate(${placed.transform.rotation})`}
          />
        ) : null}
      </g>
    </g>
  );
}

/** A photo placed freely on a page thumbnail: whole in its frame, turned and mirrored as placed. */
export function ThumbnailFreePhoto({ free }: { free: FreePhoto }) {
  return (
    <g
      transform={`translate(${free.x + free.width / 2} ${free.y + free.height / 2}) rotate(${free.rotation}) scale(${free.flipX ? -1 : 1} ${free.flipY ? -1 : 1})`}
    >
      <image
        href={free.photo.url}
        x={-free.width / 2}
        y={-free.height / 2}
        width={free.width}
        height={free.height}
        preserveAspectRatio="none"
        style={filterStyle(free.filter)}
      />
    </g>
  );
}
