import type { TextareaHTMLAttributes, Ref } from 'react';
import { Field, type FieldShellProps } from '../../../design-system/primitives/Field/Field.tsx';
import { bareInput, controlBox } from '../../../design-system/primitives/Field/Field.css.ts';
import * as styles from './MessageField.css.ts';

export interface MessageFieldProps
  extends
    Omit<FieldShellProps, 'id'>,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id' | 'children'> {
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A ticket message: a labelled multi-line box on the field shell every control shares. Not the
 * TextArea primitive: that one ships with the design constructor's chunk, and sharing it would
 * pull a piece of the editor's chunk into the account pages (the client bundle test forbids it).
 */
export function MessageField({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  ...rest
}: MessageFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
    >
      {({ labelId: _labelId, ...control }) => (
        <div
          className={`${controlBox} ${styles.box}`}
          data-invalid={control['aria-invalid'] || undefined}
          data-disabled={disabled || undefined}
        >
          <textarea
            ref={ref}
            className={`${bareInput} ${styles.input}`}
            required={required}
            disabled={disabled}
            {...rest}
            {...control}
          />
        </div>
      )}
    </Field>
  );
}
