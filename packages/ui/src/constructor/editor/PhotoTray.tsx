import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';
import type { PendingUpload } from '../data/useUploads.ts';
import type { PhotoAsset } from '../model/index.ts';
import * as styles from './Editor.css.ts';
import { photoDragType } from './PageCanvas.tsx';

interface PhotoTrayProps {
  library: readonly PhotoAsset[];
  pending: readonly PendingUpload[];
  /** Page numbers (1-based) each photo is used on, by URL. */
  usage: ReadonlyMap<string, readonly number[]>;
  /** Whether clicking a photo fills the selected slot (otherwise the next empty one). */
  hasSelectedSlot: boolean;
  canAutoFill: boolean;
  onUpload: (files: FileList) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onPlace: (photo: PhotoAsset) => void;
  onAutoFill: () => void;
}

/** The customer's photos: upload several at once or drop them, see where each is used, place them. */
export function PhotoTray({
  library,
  pending,
  usage,
  hasSelectedSlot,
  canAutoFill,
  onUpload,
  onRetry,
  onDismiss,
  onPlace,
  onAutoFill,
}: PhotoTrayProps) {
  const { t } = useTranslation('constructor');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const uploading = pending.filter((item) => item.status === 'uploading').length;
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
        {/* image/* lets phones offer their camera roll and camera. */}
        <input
          ref={input}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-file-input"
          onChange={(event) => {
            if (event.target.files?.length) onUpload(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="solid"
          size="small"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('tray.choose')}
        </Button>
      </div>
      <div aria-live="polite" className={styles.hint}>
        {uploading > 0 ? t('tray.uploading', { count: uploading }) : ''}
      </div>
      {pending.length > 0 ? (
        <ul className={styles.list} aria-label={t('tray.heading')}>
          {pending.map((item) =>
            item.status === 'uploading' ? (
              <li key={item.key} className={styles.pendingRow}>
                <Spinner
                  size="small"
                  label={t('tray.uploadingItem', { name: item.name })}
                  showLabel
                />
              </li>
            ) : (
              <li key={item.key} className={styles.pendingRow}>
                <span role="alert">{t('tray.failedItem', { name: item.name })}</span>
                <Button size="small" variant="soft" onClick={() => onRetry(item.key)}>
                  {t('tray.retry')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  tone="neutral"
                  onClick={() => onDismiss(item.key)}
                >
                  {t('tray.dismiss')}
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {library.length === 0 ? (
        <p className={styles.hint}>{t('tray.empty')}</p>
      ) : (
        <ul className={styles.trayGrid}>
          {library.map((photo, index) => {
            const pages = usage.get(photo.url) ?? [];
            const number = index + 1;
            return (
              <li key={photo.url} className={styles.trayItem}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(photoDragType, JSON.stringify(photo));
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => onPlace(photo)}
                  aria-label={
                    hasSelectedSlot ? t('tray.place', { number }) : t('tray.placeNext', { number })
                  }
                >
                  <img className={styles.thumb} src={photo.url} alt="" width={88} height={88} />
                </button>
                <span>{t('tray.photo', { number })}</span>
                <span className={styles.slotMeta}>
                  {pages.length > 0
                    ? t('tray.usedOn', { count: pages.length, pages: pages.join(', ') })
                    : t('tray.unused')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="soft" size="small" onClick={onAutoFill} disabled={!canAutoFill}>
        {t('tray.autoFill')}
      </Button>
    </section>
  );
}
