import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import {
  CharacterCount,
  useCharacterCount,
  type CharacterCountMode,
} from '../Field/CharacterCount.tsx';
import { Field, useFieldIds, type FieldShellProps } from '../Field/Field.tsx';
import { adornment, bareInput, controlBox } from '../Field/Field.css.ts';
import { revealButton } from './TextField.css.ts';
import type { TextFieldType } from './textFieldVariants.ts';
import { Icon } from '../Icon/Icon.tsx';
import { HideIcon, ShowIcon } from '../Icon/icons.ts';

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
  const labels = useDesignSystemLabels();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
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
      {({ labelId: _labelId, ...control }) => {
        const prefixId = `${control.id}-prefix`;
        const suffixId = `${control.id}-suffix`;
        const describedBy = [
          prefix ? prefixId : undefined,
          suffix ? suffixId : undefined,
          control['aria-describedby'],
        ]
          .filter(Boolean)
          .join(' ');
        const box = (
          <div
            className={controlBox}
            data-invalid={control['aria-invalid'] || undefined}
            data-disabled={disabled || undefined}
          >
            {prefix ? (
              <span id={prefixId} className={adornment}>
                {prefix}
              </span>
            ) : null}
            <input
              ref={ref}
              className={bareInput}
              type={isPassword && revealed ? 'text' : type}
              inputMode={type === 'number' ? 'decimal' : undefined}
              onChange={characters.handleChange}
              {...inputProps}
              {...control}
              aria-describedby={describedBy || undefined}
            />
            {suffix ? (
              <span id={suffixId} className={adornment}>
                {suffix}
              </span>
            ) : null}
            {isPassword ? (
              <button
                type="button"
                className={revealButton}
                aria-pressed={revealed}
                aria-controls={control.id}
                aria-label={labels.showPassword}
                disabled={disabled}
                onClick={() => setRevealed((value) => !value)}
              >
                {revealed ? (
                  <Icon icon={HideIcon} size="control" />
                ) : (
                  <Icon icon={ShowIcon} size="control" />
                )}
              </button>
            ) : null}
          </div>
        );
        // Always a fragment: the input keeps its place (and focus) when the count comes in.
        return (
          <>
            {box}
            {characters.countId && limit !== undefined ? (
              <CharacterCount id={characters.countId} length={characters.length} limit={limit} />
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
TextField.displayName = 'TextField';
