import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { VisuallyHidden } from '../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import type { PendingUpload, UploadBatch } from '../data/useUploads.ts';
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
  pending: readonly PendingUpload[];
  batch: UploadBatch | null;
  /** Small pictures made on the device, by photo URL; photos without one show their URL. */
  thumbnails: ReadonlyMap<string, string>;
  /** Page numbers (1-based) each photo is used on, by URL. */
  usage: ReadonlyMap<string, readonly number[]>;
  /** Whether clicking a photo fills the selected slot (otherwise the next empty one). */
  hasSelectedSlot: boolean;
  canAutoFill: boolean;
  onUpload: (files: FileList) => void;
  onRetry: (key: string) => void;
  /** Cancels a photo on its way, or forgets a failed one. */
  onRemove: (key: string) => void;
  onCancelAll: () => void;
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
  pending,
  batch,
  thumbnails,
  usage,
  hasSelectedSlot,
  canAutoFill,
  onUpload,
  onRetry,
  onRemove,
  onCancelAll,
  onPlace,
  onPlaceFree,
  onAutoFill,
}: PhotoTrayProps) {
  const { t } = useTranslation('constructor');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
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
      {/* Dropping files is a pointer shortcut for the "Add photos" button inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
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
          <Button size="small" variant="ghost" tone="neutral" onClick={onCancelAll}>
            {t('tray.cancelAll')}
          </Button>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <ul className={styles.list} aria-label={t('tray.pendingLabel')}>
          {pending.map((item) => (
            <PendingUploadRow key={item.key} item={item} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
      {onPlaceFree && library.length > 0 ? (
        <p className={styles.hint}>{t('tray.freeHint')}</p>
      ) : null}
      {library.length === 0 ? (
        <p className={styles.hint}>{t('tray.empty')}</p>
      ) : (
        <>
          <div className={tray.controls}>
            <label className={tray.control}>
              {t('tray.sort')}
              <select
                className={tray.select}
                value={sort}
                onChange={(event) => setSort(event.target.value as TraySort)}
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
                onChange={(event) => setFilter(event.target.value as TrayFilter)}
              >
                {trayFilters.map((value) => (
                  <option key={value} value={value}>
                    {t(`tray.filters.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className={styles.hint} aria-live="polite">
            {t('tray.shown', { shown: shown.length, count: library.length })}
          </p>
          <ul className={tray.grid} data-testid="photo-grid">
            {shown.map(({ photo, number }) => {
              const usageId = `${gridId}-${number}`;
              const pages = usage.get(photo.url) ?? [];
              const place = hasSelectedSlot
                ? t('tray.place', { number })
                : t('tray.placeNext', { number });
              const use =
                pages.length > 0
                  ? t('tray.usedOn', { count: pages.length, pages: pages.join(', ') })
                  : t('tray.unused');
              return (
                <li key={photo.url} className={tray.item}>
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
                      src={thumbnails.get(photo.url) ?? photo.url}
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
            })}
          </ul>
        </>
      )}
      <AutoFillControl disabled={!canAutoFill} onAutoFill={onAutoFill} />
    </section>
  );
}
