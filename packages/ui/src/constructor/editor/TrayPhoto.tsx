import { useTranslation } from 'react-i18next';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { AddPhotoIcon } from '../../design-system/primitives/Icon/icons.ts';
import { VisuallyHidden } from '../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import type { PhotoAsset } from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { photoDragType } from './photoDrag.ts';
import * as tray from './PhotoTray.css.ts';

/**
 * One photo of the tray: a click places it, a drag carries it to a slot or the page; the pages
 * it is used on are its description and its mark.
 */
export function TrayPhoto({
  photo,
  number,
  usageId,
  pages,
  thumbnail,
  hasSelectedSlot,
  onPlace,
  onPlaceFree,
}: {
  photo: PhotoAsset;
  /** Its place in the upload order. */
  number: number;
  usageId: string;
  pages: readonly number[];
  thumbnail: string;
  hasSelectedSlot: boolean;
  onPlace: (photo: PhotoAsset) => void;
  onPlaceFree?: (photo: PhotoAsset) => void;
}) {
  const { t } = useTranslation('constructor');
  const place = hasSelectedSlot ? t('tray.place', { number }) : t('tray.placeNext', { number });
  const use =
    pages.length > 0
      ? t('tray.usedOn', { count: pages.length, pages: pages.join(', ') })
      : t('tray.unused');
  return (
    <li className={tray.item}>
      <button
        type="button"
        className={styles.thumbButton}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(photoDragType, JSON.stringify(photo));
          event.dataTransfer.effectAllowed = 'copy';
        }}
        onClick={() => onPlace(photo)}
        aria-label={place}
        aria-describedby={usageId}
        title={photo.name}
      >
        <img
          className={styles.thumb}
          src={thumbnail}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      </button>
      <VisuallyHidden id={usageId}>{use}</VisuallyHidden>
      {onPlaceFree ? (
        <button
          type="button"
          className={tray.placeFree}
          onClick={() => onPlaceFree(photo)}
          aria-label={t('tray.placeFree', { number })}
          title={t('tray.placeFreeShort')}
        >
          <Icon icon={AddPhotoIcon} size="xsmall" />
        </button>
      ) : null}
      {pages.length > 0 ? (
        <span className={tray.usedMark} aria-hidden="true">
          {pages.length}
        </span>
      ) : null}
    </li>
  );
}
