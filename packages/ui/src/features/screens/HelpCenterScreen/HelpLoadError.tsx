import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import type { SkeletonLineCount } from '../../../design-system/primitives/Skeleton/skeletonVariants.ts';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';

/** A help-centre read that failed, with a retry. */
export function HelpLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Alert
      tone="critical"
      action={
        <Button variant="soft" tone="neutral" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}

/** The place of help-centre content while it loads, announced once to screen readers. */
export function HelpSkeleton({ lines = 4 }: { lines?: SkeletonLineCount }) {
  const { t } = useTranslation('help');
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Stack space="small">
        <Skeleton shape="text" width="1/2" height="large" />
        <Skeleton shape="text" lines={lines} />
      </Stack>
    </div>
  );
}
