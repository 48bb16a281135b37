import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { Uploads } from '../data/useUploads.ts';
import * as styles from './Editor.css.ts';
import { PendingUploadRow } from './PendingUploadRow.tsx';
import * as tray from './PhotoTray.css.ts';

/** The batch on its way (with its progress and "Cancel all") and each photo not uploaded yet. */
export function UploadProgress({ uploads, batchId }: { uploads: Uploads; batchId: string }) {
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
