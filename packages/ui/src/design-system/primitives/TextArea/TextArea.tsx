import type { TextareaHTMLAttributes, Ref } from 'react';
import {
  CharacterCount,
  useCharacterCount,
  type CharacterCountMode,
} from '../Field/CharacterCount.tsx';
import { Field, useFieldIds, type FieldShellProps } from '../Field/Field.tsx';
import { bareInput, controlBox } from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends
    FieldShellProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id' | 'children'> {
  /**
   * The shop's limit of the field (`fieldLimits` of the domain): counted, but typing on is allowed,
   * so a pasted text is never cut without a word; the form's rule then says it is too long.
   * `maxLength` is the hard stop instead (the browser takes no more); either one shows the count.
   */
  limit?: number;
  /** When the count shows: all the time (the default here), or only near the limit. */
  count?: CharacterCountMode;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLTextAreaElement>;
}

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
  limit,
  count = 'always',
  maxLength,
  rows = 4,
  onChange,
  ...rest
}: TextAreaProps) {
  const { id: controlId } = useFieldIds(id);
  const counted = limit ?? maxLength;
  const characters = useCharacterCount({
    limit: counted,
    mode: count,
    value: rest.value,
    defaultValue: rest.defaultValue,
    onChange,
    controlId,
  });

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={controlId}
      describedBy={characters.countId}
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
              onChange={characters.handleChange}
              {...rest}
              {...control}
            />
          </div>
          {characters.countId && counted !== undefined ? (
            <CharacterCount id={characters.countId} length={characters.length} limit={counted} />
          ) : null}
        </>
      )}
    </Field>
  );
}
TextArea.displayName = 'TextArea';
