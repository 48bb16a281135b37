import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import * as styles from '../Editor.css.ts';

/**
 * Smart auto-fill's button: each photo once, in the order taken; the customer may ask for
 * photos to repeat so that every slot gets one.
 */
export function AutoFillControl({
  disabled,
  onAutoFill,
}: {
  disabled: boolean;
  onAutoFill: (repeat: boolean) => void;
}) {
  const { t } = useTranslation('constructor');
  const [repeat, setRepeat] = useState(false);
  return (
    <>
      <label className={styles.hint}>
        <input
          type="checkbox"
          checked={repeat}
          onChange={(event) => setRepeat(event.target.checked)}
        />{' '}
        {t('tray.autoFillRepeat')}
      </label>
      <Button variant="soft" size="small" onClick={() => onAutoFill(repeat)} disabled={disabled}>
        {t('tray.autoFill')}
      </Button>
    </>
  );
}
