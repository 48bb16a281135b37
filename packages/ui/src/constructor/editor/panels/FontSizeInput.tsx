import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../Editor.css.ts';

const minFontSize = 6;
const maxFontSize = 200;

/** A number field that lets the customer type freely and applies only sizes in range. */
export function FontSizeInput({ size, onSize }: { size: number; onSize: (size: number) => void }) {
  const { t } = useTranslation('constructor');
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <label className={styles.nativeLabel}>
      {t('text.size')}
      <input
        className={`${styles.nativeControl} ${styles.quantity}`}
        type="number"
        min={minFontSize}
        max={maxFontSize}
        value={typed ?? String(size)}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== '' && next >= minFontSize && next <= maxFontSize) onSize(next);
        }}
        onBlur={() => setTyped(null)}
      />
    </label>
  );
}
