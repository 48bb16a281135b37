import { useState, type ChangeEvent, type TextareaHTMLAttributes, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Field, useFieldIds, type FieldShellProps } from '../Field/Field.tsx';
import { bareInput, controlBox, visuallyHidden } from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends
    FieldShellProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id' | 'children'> {
  /** With `maxLength`, a character count shows under the box (and is read as the description). */
  showCount?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Threshold under which the remaining characters are announced politely. */
const announceRemainingBelow = 20;

/** A labelled multi-line input, e.g. a gift message printed with the order. */
export function TextArea({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  id,
  showCount = true,
  maxLength,
  rows = 4,
  onChange,
  ...rest
}: TextAreaProps) {
  const labels = useDesignSystemLabels();
  const isControlled = rest.value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    String(rest.defaultValue ?? '').length,
  );
  const length = isControlled ? String(rest.value ?? '').length : uncontrolledLength;
  const counted = showCount && maxLength !== undefined;
  const remaining = maxLength === undefined ? 0 : maxLength - length;
  const { id: controlId } = useFieldIds(id);
  const countId = `${controlId}-count`;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!isControlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={controlId}
      describedBy={counted ? countId : undefined}
    >
      {({ labelId: _labelId, ...control }) => (
        <>
          <div
            className={`${controlBox} ${styles.textarea}`}
            data-invalid={control['aria-invalid'] || undefined}
            data-disabled={disabled || undefined}
          >
            <textarea
              ref={ref}
              className={`${bareInput} ${styles.input}`}
              rows={rows}
              maxLength={maxLength}
              onChange={handleChange}
              {...rest}
              {...control}
            />
          </div>
          {counted ? (
            <div className={styles.footer} data-over={remaining <= 0 || undefined}>
              <span id={countId}>{labels.characterCount(length, maxLength)}</span>
              <span className={visuallyHidden} aria-live="polite">
                {remaining <= announceRemainingBelow ? labels.charactersLeft(remaining) : ''}
              </span>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
TextArea.displayName = 'TextArea';
