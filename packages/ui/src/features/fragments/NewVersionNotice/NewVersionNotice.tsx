import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { inline, notice } from './NewVersionNotice.css.ts';

export interface NewVersionNoticeProps {
  onReload: () => void;
  onDismiss: () => void;
  /** `floating` over the page (the storefront), `inline` in the flow (stories). */
  placement?: 'floating' | 'inline';
}

/** Tells the customer a new version of the shop was deployed and offers to reload. */
export function NewVersionNotice({
  onReload,
  onDismiss,
  placement = 'floating',
}: NewVersionNoticeProps) {
  const { t } = useTranslation('shop');
  return (
    <div className={placement === 'floating' ? notice : inline}>
      <Alert
        tone="info"
        urgency="polite"
        onDismiss={onDismiss}
        action={
          <Button size="small" onClick={onReload}>
            {t('reload')}
          </Button>
        }
      >
        {t('newBuild')}
      </Alert>
    </div>
  );
}
