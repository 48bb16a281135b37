import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Dialog } from '../../design-system/primitives/Dialog/Dialog.tsx';
import { EmailIcon } from '../../design-system/primitives/Icon/icons.ts';
import { IconButton } from '../../design-system/primitives/IconButton/IconButton.tsx';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';

const DesignLinkForm = lazy(() =>
  import('./DesignLinkForm.tsx').then((module) => ({ default: module.DesignLinkForm })),
);

/**
 * "Send me a link": a guest's design lives in this browser until its customer logs in, so the
 * editor mails a link that opens it in any other browser, to finish it there. On a phone
 * (`compact`) the button is its envelope alone, to keep the header within the screen.
 */
export function DesignLinkDialog({
  designId,
  compact = false,
}: {
  designId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('constructor');
  return (
    <Dialog
      title={t('designLink.title')}
      description={t('designLink.description')}
      size="small"
      trigger={
        compact ? (
          <IconButton label={t('designLink.open')} icon={EmailIcon} variant="soft" />
        ) : (
          <Button size="small" variant="soft" tone="neutral">
            {t('designLink.open')}
          </Button>
        )
      }
    >
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <DesignLinkForm designId={designId} />
      </Suspense>
    </Dialog>
  );
}
