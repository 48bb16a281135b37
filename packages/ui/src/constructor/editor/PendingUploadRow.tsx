import { originalMaxBytes, originalMaxPixels, uploadMaxBytes } from '@shop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import type { PendingUpload } from '../data/pendingUpload.ts';
import { retryableFailures } from '../data/useUploads.ts';
import * as tray from './PhotoTray.css.ts';

/** A photo on its way to the shop: waiting, uploading (with its progress) or failed, and why. */
export function PendingUploadRow({
  item,
  onRetry,
  onRemove,
}: {
  item: PendingUpload;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('constructor');
  const messageId = useId();
  const percent =
    item.total > 0 ? Math.floor((Math.min(item.sent, item.total) / item.total) * 100) : 0;
  const failure = item.status === 'failed' ? (item.failure ?? 'refused') : null;
  return (
    <li className={tray.pending} data-testid="pending-upload">
      {item.thumbnailUrl ? (
        <img className={tray.pendingThumb} src={item.thumbnailUrl} alt="" width={40} height={40} />
      ) : (
        <span className={tray.pendingThumb} />
      )}
      <div className={tray.pendingBody}>
        {failure ? (
          <span role="alert" id={messageId}>
            {t(`tray.failed.${failure}`, {
              name: item.name,
              max: Math.round(
                (failure === 'tooLarge' ? originalMaxBytes : uploadMaxBytes) / (1024 * 1024),
              ),
              megapixels: originalMaxPixels / 1_000_000,
            })}
          </span>
        ) : (
          <>
            <span id={messageId}>
              {item.status === 'waiting'
                ? t('tray.waitingItem', { name: item.name })
                : t('tray.uploadingItem', { name: item.name, percent })}
            </span>
            <progress
              className={tray.progress}
              max={100}
              value={percent}
              aria-labelledby={messageId}
            />
          </>
        )}
      </div>
      <div className={tray.actions}>
        {failure && retryableFailures.includes(failure) ? (
          <Button
            size="small"
            variant="soft"
            aria-describedby={messageId}
            onClick={() => onRetry(item.key)}
          >
            {t('tray.retry')}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          aria-describedby={messageId}
          onClick={() => onRemove(item.key)}
        >
          {failure ? t('tray.dismiss') : t('tray.cancel')}
        </Button>
      </div>
    </li>
  );
}
