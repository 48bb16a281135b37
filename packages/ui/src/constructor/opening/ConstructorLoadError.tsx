import { useTranslation } from 'react-i18next';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import * as styles from '../editor/Editor.css.ts';

/** The product template or the saved design did not load: say so, with a retry. */
export function ConstructorLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('constructor');
  return (
    <div className={styles.editor}>
      <Alert
        tone="critical"
        action={
          <Button size="small" variant="soft" tone="neutral" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    </div>
  );
}
