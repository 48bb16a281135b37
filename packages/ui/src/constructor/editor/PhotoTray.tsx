import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { VisuallyHidden } from '../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import type { Uploads } from '../data/useUploads.ts';
import type { PhotoAsset } from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { AutoFillControl } from './panels/AutoFillControl.tsx';
import { PendingUploadRow } from './PendingUploadRow.tsx';
import { PhotoFileInput } from './PhotoFileInput.tsx';
import { photoDragType } from './photoDrag.ts';
import * as tray from './PhotoTray.css.ts';
import { Icon } from '../../design-system/primitives/Icon/Icon.tsx';
import { AddPhotoIcon } from '../../design-system/primitives/Icon/icons.ts';

export const traySorts = ['added', 'taken', 'name'] as const;
export type TraySort = (typeof traySorts)[number];
export const trayFilters = ['all', 'used', 'unused'] as const;
export type TrayFilter = (typeof trayFilters)[number];

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

/** Where photos are dropped, with the "Add photos" button that opens the file picker. */
function TrayDropZone({
  hintId,
  onUpload,
}: {
  hintId: string;
  onUpload: (files: FileList) => void;
}) {
  const { t } = useTranslation('constructor');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    // Dropping files is a pointer shortcut for the "Add photos" button inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.dropZone} ${dragging ? styles.dropZoneActive : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDragging(false);
        onUpload(event.dataTransfer.files);
      }}
      data-testid="photo-drop-zone"
    >
      <p className={styles.hint} id={hintId}>
        {t('tray.dropHint')}
      </p>
      <PhotoFileInput ref={input} testId="photo-file-input" onUpload={onUpload} />
      <Button
        variant="solid"
        size="small"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('tray.choose')}
      </Button>
    </div>
  );
}

/** The batch on its way (with its progress and "Cancel all") and each photo not uploaded yet. */
function UploadProgress({ uploads, batchId }: { uploads: Uploads; batchId: string }) {
  const { t } = useTranslation('constructor');
  const { batch, pending } = uploads;
  return (
    <>
      {batch ? (
        <div className={tray.batch}>
          <span id={batchId}>{t('tray.batch', { ...batch })}</span>
          <progress
            className={tray.progress}
            max={100}
            value={batch.percent}
            aria-labelledby={batchId}
            data-testid="upload-batch-progress"
          />
          <Button size="small" variant="ghost" tone="neutral" onClick={uploads.cancelAll}>
            {t('tray.cancelAll')}
          </Button>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <ul className={styles.list} aria-label={t('tray.pendingLabel')}>
          {pending.map((item) => (
            <PendingUploadRow
              key={item.key}
              item={item}
              onRetry={uploads.retry}
              onRemove={uploads.remove}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The tray's order and which photos it shows. */
function TrayControls({
  sort,
  filter,
  onSort,
  onFilter,
}: {
  sort: TraySort;
  filter: TrayFilter;
  onSort: (sort: TraySort) => void;
  onFilter: (filter: TrayFilter) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={tray.controls}>
      <label className={tray.control}>
        {t('tray.sort')}
        <select
          className={tray.select}
          value={sort}
          onChange={(event) => onSort(event.target.value as TraySort)}
        >
          {traySorts.map((value) => (
            <option key={value} value={value}>
              {t(`tray.sorts.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={tray.control}>
        {t('tray.filter')}
        <select
          className={tray.select}
          value={filter}
          onChange={(event) => onFilter(event.target.value as TrayFilter)}
        >
          {trayFilters.map((value) => (
            <option key={value} value={value}>
              {t(`tray.filters.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * One photo of the tray: a click places it, a drag carries it to a slot or the page; the pages
 * it is used on are its description and its mark.
 */
function TrayPhoto({
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
