import { useTranslation } from 'react-i18next';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { Uploads } from '../data/useUploads.ts';
import * as styles from './Editor.css.ts';
import { PendingUploadRow } from './PendingUploadRow.tsx';
import * as tray from './PhotoTray.css.ts';

/**
 * The batch on its way (with its progress and "Cancel all"), each photo not uploaded yet, and the
 * photos skipped because the customer already had them.
 */
export function UploadProgress({ uploads, batchId }: { uploads: Uploads; batchId: string }) {
  const { t, i18n } = useTranslation('constructor');
  const { batch, pending, duplicates } = uploads;
  return (
    <>
      {duplicates.length > 0 ? (
        <Alert tone="info" urgency="polite" onDismiss={uploads.dismissDuplicates}>
          {t('tray.duplicates', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(duplicates),
          })}
        </Alert>
      ) : null}
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
