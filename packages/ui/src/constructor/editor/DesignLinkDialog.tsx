import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Dialog } from '../../design-system/primitives/Dialog/Dialog.tsx';
import { Spinner } from '../../design-system/primitives/Spinner/Spinner.tsx';

const DesignLinkForm = lazy(() =>
  import('./DesignLinkForm.tsx').then((module) => ({ default: module.DesignLinkForm })),
);

/**
 * "Send me a link": a guest's design lives in this browser until its customer logs in, so the
 * editor mails a link that opens it in any other browser, to finish it there.
 */
export function DesignLinkDialog({ designId }: { designId: string }) {
  const { t } = useTranslation('constructor');
  return (
    <Dialog
      title={t('designLink.title')}
      description={t('designLink.description')}
      size="small"
      trigger={
        <Button size="small" variant="soft" tone="neutral">
          {t('designLink.open')}
        </Button>
      }
    >
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <DesignLinkForm designId={designId} />
      </Suspense>
    </Dialog>
  );
}
