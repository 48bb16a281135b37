import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
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
  ...inputProps
}: TextFieldProps) {
  const labels = useDesignSystemLabels();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
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
        return (
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
      }}
    </Field>
  );
}
TextField.displayName = 'TextField';
