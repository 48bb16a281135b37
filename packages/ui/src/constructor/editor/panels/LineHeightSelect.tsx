import { useTranslation } from 'react-i18next';
import * as styles from '../Editor.css.ts';

const lineHeights = {
  tight: 0.9,
  compact: 1,
  normal: 1.2,
  relaxed: 1.5,
  double: 2,
} as const;
const lineHeightNames = Object.keys(lineHeights) as (keyof typeof lineHeights)[];

/** A text's line height by name; a height from elsewhere (an older design) shows as its number. */
export function LineHeightSelect({
  lineHeight,
  onLineHeight,
}: {
  lineHeight: number;
  onLineHeight: (lineHeight: number) => void;
}) {
  const { t } = useTranslation('constructor');
  return (
    <label className={styles.nativeLabel}>
      {t('text.lineHeight')}
      <select
        className={styles.nativeControl}
        value={String(lineHeight)}
        onChange={(event) => onLineHeight(Number(event.target.value))}
      >
        {lineHeightNames.some((name) => lineHeights[name] === lineHeight) ? null : (
          <option value={String(lineHeight)}>{lineHeight}</option>
        )}
        {lineHeightNames.map((name) => (
          <option key={name} value={String(lineHeights[name])}>
            {t(`text.lineHeight_${name}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
