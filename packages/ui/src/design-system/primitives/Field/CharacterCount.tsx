import { useState, type ChangeEvent } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { visuallyHidden } from './Field.css.ts';
import * as styles from './CharacterCount.css.ts';

/** When a field's count shows: all the time, or once the text is near its limit (and past it). */
export const characterCountModes = ['always', 'nearLimit'] as const;
export type CharacterCountMode = (typeof characterCountModes)[number];

/** "Near the limit": from this share of it on (GOV.UK's character count shows at 75 to 90 %). */
const nearLimitShare = 0.9;
/** Under this many characters left, what is left is announced politely. */
const announceRemainingBelow = 20;

type FieldText = string | number | readonly string[] | undefined;

const lengthOf = (text: FieldText) => (text === undefined ? 0 : String(text).length);

interface CharacterCountOptions<Element extends HTMLInputElement | HTMLTextAreaElement> {
  /** The longest text the field takes; no limit, no count. */
  limit: number | undefined;
  mode: CharacterCountMode;
  value: FieldText;
  defaultValue: FieldText;
  onChange: ((event: ChangeEvent<Element>) => void) | undefined;
  /** The control's id; the count's id derives from it. */
  controlId: string;
}

/** The length a field's text has now, and whether its count shows (controlled or not). */
export function useCharacterCount<Element extends HTMLInputElement | HTMLTextAreaElement>({
  limit,
  mode,
  value,
  defaultValue,
  onChange,
  controlId,
}: CharacterCountOptions<Element>) {
  const isControlled = value !== undefined;
  const [typedLength, setTypedLength] = useState(lengthOf(defaultValue));
  const length = isControlled ? lengthOf(value) : typedLength;
  const shown =
    limit !== undefined && (mode === 'always' || length >= Math.floor(limit * nearLimitShare));
  return {
    length,
    shown,
    countId: shown ? `${controlId}-count` : undefined,
    handleChange: (event: ChangeEvent<Element>) => {
      if (!isControlled) setTypedLength(event.target.value.length);
      onChange?.(event);
    },
  };
}

/**
 * "280 of 300 characters" under a field, tied to it as a description; what is left (or how many
 * too many) is announced politely near the limit, and the count turns critical past it.
 */
export function CharacterCount({
  id,
  length,
  limit,
}: {
  id: string;
  length: number;
  limit: number;
}) {
  const labels = useDesignSystemLabels();
  const remaining = limit - length;
  const announcement =
    remaining < 0
      ? labels.charactersOver(-remaining)
      : remaining <= announceRemainingBelow
        ? labels.charactersLeft(remaining)
        : '';
  return (
    <div className={styles.count} data-over={remaining < 0 || undefined}>
      <span id={id}>{labels.characterCount(length, limit)}</span>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
