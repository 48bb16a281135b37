import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { FieldControlProps } from '../Field/Field.tsx';
import { adornment, bareInput, controlBox } from '../Field/Field.css.ts';
import { PasswordRevealButton } from './PasswordRevealButton.tsx';
import type { TextFieldType } from './textFieldVariants.ts';

interface TextFieldBoxProps {
  ref: Ref<HTMLInputElement> | undefined;
  /** The Field's attributes for the input. */
  control: FieldControlProps;
  /** The text field's other input attributes, as given. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  type: TextFieldType;
  prefix: ReactNode;
  suffix: ReactNode;
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A text field's box: the input between its prefix and suffix, and a password's show/hide. */
export function TextFieldBox({
  ref,
  control,
  inputProps,
  type,
  prefix,
  suffix,
  disabled,
  onChange,
}: TextFieldBoxProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
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
        onChange={onChange}
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
        <PasswordRevealButton
          controlId={control.id}
          revealed={revealed}
          disabled={disabled}
          onToggle={() => setRevealed((value) => !value)}
        />
      ) : null}
    </div>
  );
}
