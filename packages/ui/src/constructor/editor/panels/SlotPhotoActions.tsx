import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import * as styles from '../Editor.css.ts';

/** The photo in a slot turned a quarter, put back as it was first placed, or taken out. */
export function SlotPhotoActions({
  onRotate,
  onReset,
  onRemove,
}: {
  onRotate: () => void;
  onReset: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <div className={styles.buttonRow}>
      <Button size="small" variant="soft" tone="neutral" onClick={onRotate}>
        {t('photo.rotate')}
      </Button>
      <Button size="small" variant="soft" tone="neutral" onClick={onReset}>
        {t('photo.reset')}
      </Button>
      <Button size="small" variant="soft" tone="critical" onClick={onRemove}>
        {t('photo.remove')}
      </Button>
    </div>
  );
}
