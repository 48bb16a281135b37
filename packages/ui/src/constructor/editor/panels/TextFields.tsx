import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import type { PlacedText } from '../../model/index.ts';
import * as styles from '../Editor.css.ts';
import { FontPicker } from './FontPicker.tsx';
import { FontSizeInput } from './FontSizeInput.tsx';

const lineHeights = {
  tight: 0.9,
  compact: 1,
  normal: 1.2,
  relaxed: 1.5,
  double: 2,
} as const;
const lineHeightNames = Object.keys(lineHeights) as (keyof typeof lineHeights)[];
const defaultLineHeight = 1.2;

/** A text's words and style: font, bold and italic, line height, size, colour and alignment. */
export function TextFields({
  value,
  maxLength,
  onText,
  onStyle,
  fieldRef,
}: {
  value: PlacedText;
  maxLength?: number;
  onText: (text: string) => void;
  onStyle: (style: Partial<PlacedText>) => void;
  fieldRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('constructor');
  const lineHeight = value.lineHeight ?? defaultLineHeight;
  return (
    <>
      <TextArea
        ref={fieldRef}
        label={t('text.content')}
        value={value.text}
        maxLength={maxLength}
        rows={2}
        onChange={(event) => onText(event.target.value)}
      />
      <FontPicker fontFamily={value.fontFamily} onFont={(fontFamily) => onStyle({ fontFamily })} />
      <div className={styles.buttonRow}>
        {(['bold', 'italic'] as const).map((key) => (
          <Button
            key={key}
            size="small"
            variant={value[key] ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={Boolean(value[key])}
            onClick={() => onStyle({ [key]: !value[key] })}
          >
            {t(`text.${key}`)}
          </Button>
        ))}
        <label className={styles.nativeLabel}>
          {t('text.lineHeight')}
          <select
            className={styles.nativeControl}
            value={String(lineHeight)}
            onChange={(event) => onStyle({ lineHeight: Number(event.target.value) })}
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
      </div>
      <div className={styles.buttonRow}>
        <FontSizeInput size={value.fontSizePt} onSize={(fontSizePt) => onStyle({ fontSizePt })} />
        <label className={styles.nativeLabel}>
          {t('text.color')}
          <input
            className={styles.colorInput}
            type="color"
            value={value.color}
            onChange={(event) => onStyle({ color: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.nativeLabel}>{t('text.align')}</legend>
        {(['left', 'center', 'right'] as const).map((align) => (
          <Button
            key={align}
            size="small"
            variant={value.align === align ? 'solid' : 'soft'}
            tone="neutral"
            aria-pressed={value.align === align}
            onClick={() => onStyle({ align })}
          >
            {t(alignLabels[align])}
          </Button>
        ))}
      </fieldset>
    </>
  );
}

const alignLabels = {
  left: 'text.alignLeft',
  center: 'text.alignCenter',
  right: 'text.alignRight',
} as const;
