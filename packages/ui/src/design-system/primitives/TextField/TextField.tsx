import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  CharacterCount,
  useCharacterCount,
  type CharacterCountMode,
} from '../Field/CharacterCount.tsx';
import { Field, useFieldIds, type FieldShellProps } from '../Field/Field.tsx';
import { TextFieldBox } from './TextFieldBox.tsx';
import type { TextFieldType } from './textFieldVariants.ts';

export interface TextFieldProps
  extends
    FieldShellProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'className' | 'style' | 'type' | 'prefix' | 'id' | 'children'
    > {
  type?: TextFieldType;
  /** Text or icon before the value (e.g. a country dialling code); read as part of the description. */
  prefix?: ReactNode;
  /** Text or icon after the value (e.g. "cm" or "€"). */
  suffix?: ReactNode;
  /**
   * The shop's limit of the field (`fieldLimits` of the domain): a count shows near it, typing on
   * is allowed (a pasted text is never cut without a word) and the form's rule says it is too long.
   */
  limit?: number;
  /** When the count shows: only near the limit (the default here), or all the time. */
  count?: CharacterCountMode;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input: text, e-mail, phone, password (with show/hide) or number. */
export function TextField({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  id,
  type = 'text',
  prefix,
  suffix,
  limit,
  count = 'nearLimit',
  onChange,
  ...inputProps
}: TextFieldProps) {
  const { id: controlId } = useFieldIds(id);
  const characters = useCharacterCount({
    limit,
    mode: count,
    value: inputProps.value,
    defaultValue: inputProps.defaultValue,
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
        // Always a fragment: the input keeps its place (and focus) when the count comes in.
        <>
          <TextFieldBox
            ref={ref}
            control={control}
            inputProps={inputProps}
            type={type}
            prefix={prefix}
            suffix={suffix}
            disabled={disabled}
            onChange={characters.handleChange}
          />
          {characters.countId && limit !== undefined ? (
            <CharacterCount id={characters.countId} length={characters.length} limit={limit} />
          ) : null}
        </>
      )}
    </Field>
  );
}
TextField.displayName = 'TextField';
