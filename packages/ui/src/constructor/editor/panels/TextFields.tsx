import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import type { PlacedText } from '../../model/index.ts';
import * as styles from '../Editor.css.ts';
import { FontPicker } from './FontPicker.tsx';
import { FontSizeInput } from './FontSizeInput.tsx';
import { LineHeightSelect } from './LineHeightSelect.tsx';
import { TextAlignButtons } from './TextAlignButtons.tsx';

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
        <LineHeightSelect
          lineHeight={value.lineHeight ?? defaultLineHeight}
          onLineHeight={(lineHeight) => onStyle({ lineHeight })}
        />
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
      <TextAlignButtons align={value.align} onAlign={(align) => onStyle({ align })} />
    </>
  );
}
