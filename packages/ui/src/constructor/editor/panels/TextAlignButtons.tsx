import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { PlacedText } from '../../model/index.ts';
import * as styles from '../Editor.css.ts';

const alignLabels = {
  left: 'text.alignLeft',
  center: 'text.alignCenter',
  right: 'text.alignRight',
} as const;

/** A text's alignment: left, centred or right. */
export function TextAlignButtons({
  align,
  onAlign,
}: {
  align: PlacedText['align'];
  onAlign: (align: PlacedText['align']) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.nativeLabel}>{t('text.align')}</legend>
      {(['left', 'center', 'right'] as const).map((option) => (
        <Button
          key={option}
          size="small"
          variant={align === option ? 'solid' : 'soft'}
          tone="neutral"
          aria-pressed={align === option}
          onClick={() => onAlign(option)}
        >
          {t(alignLabels[option])}
        </Button>
      ))}
    </fieldset>
  );
}
