import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Uploads } from '../data/useUploads.ts';
import type { PhotoAsset } from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { AutoFillControl } from './panels/AutoFillControl.tsx';
import * as tray from './PhotoTray.css.ts';
import { TrayControls, type TrayFilter, type TraySort } from './TrayControls.tsx';
import { TrayDropZone } from './TrayDropZone.tsx';
import { TrayPhoto } from './TrayPhoto.tsx';
import { UploadProgress } from './UploadProgress.tsx';

interface PhotoTrayProps {
  library: readonly PhotoAsset[];
  /** The photos on their way, with small pictures made on the device for those uploaded. */
  uploads: Uploads;
  /** Page numbers (1-based) each photo is used on, by URL. */
  usage: ReadonlyMap<string, readonly number[]>;
  /** Whether clicking a photo fills the selected slot (otherwise the next empty one). */
  hasSelectedSlot: boolean;
  canAutoFill: boolean;
  onPlace: (photo: PhotoAsset) => void;
  /** Puts the photo anywhere on the page, outside the slots; only where the page allows it. */
  onPlaceFree?: (photo: PhotoAsset) => void;
  onAutoFill: (repeat: boolean) => void;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The library in the order and selection the customer chose; numbers stay those of the upload order. */
function arrangePhotos(
  library: readonly PhotoAsset[],
  usage: ReadonlyMap<string, readonly number[]>,
  sort: TraySort,
  filter: TrayFilter,
) {
  const numbered = library.map((photo, index) => ({ photo, number: index + 1 }));
  const shown = numbered.filter(({ photo }) => {
    if (filter === 'all') return true;
    const used = (usage.get(photo.url)?.length ?? 0) > 0;
    return filter === 'used' ? used : !used;
  });
  if (sort === 'name')
    shown.sort(
      (a, b) => byName.compare(a.photo.name ?? '', b.photo.name ?? '') || a.number - b.number,
    );
  if (sort === 'taken')
    // Photos without a date (restored from an older draft) go last, in upload order.
    shown.sort(
      (a, b) =>
        (a.photo.takenAt ?? Infinity) - (b.photo.takenAt ?? Infinity) || a.number - b.number,
    );
  return shown;
}

/** The customer's photos: upload many at once or drop them, sort and filter them, place them. */
export function PhotoTray({
  library,
  uploads,
  usage,
  hasSelectedSlot,
  canAutoFill,
  onPlace,
  onPlaceFree,
  onAutoFill,
}: PhotoTrayProps) {
  const { t } = useTranslation('constructor');
  const [sort, setSort] = useState<TraySort>('added');
  const [filter, setFilter] = useState<TrayFilter>('all');
  const headingId = useId();
  const hintId = useId();
  const batchId = useId();
  const gridId = useId();
  const shown = useMemo(
    () => arrangePhotos(library, usage, sort, filter),
    [library, usage, sort, filter],
  );
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelHeading} id={headingId}>
        {t('tray.heading')}
      </h2>
      <TrayDropZone hintId={hintId} onUpload={uploads.upload} />
      <UploadProgress uploads={uploads} batchId={batchId} />
      {onPlaceFree && library.length > 0 ? (
        <p className={styles.hint}>{t('tray.freeHint')}</p>
      ) : null}
      {library.length === 0 ? (
        <p className={styles.hint}>{t('tray.empty')}</p>
      ) : (
        <>
          <TrayControls sort={sort} filter={filter} onSort={setSort} onFilter={setFilter} />
          <p className={styles.hint} aria-live="polite">
            {t('tray.shown', { shown: shown.length, count: library.length })}
          </p>
          <ul className={tray.grid} data-testid="photo-grid">
            {shown.map(({ photo, number }) => (
              <TrayPhoto
                key={photo.url}
                photo={photo}
                number={number}
                usageId={`${gridId}-${number}`}
                pages={usage.get(photo.url) ?? []}
                thumbnail={uploads.thumbnails.get(photo.url) ?? photo.url}
                hasSelectedSlot={hasSelectedSlot}
                onPlace={onPlace}
                onPlaceFree={onPlaceFree}
              />
            ))}
          </ul>
        </>
      )}
      <AutoFillControl disabled={!canAutoFill} onAutoFill={onAutoFill} />
    </section>
  );
}
