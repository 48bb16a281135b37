import type { TextareaHTMLAttributes, Ref } from 'react';
import {
  CharacterCount,
  useCharacterCount,
} from '../../../design-system/primitives/Field/CharacterCount.tsx';
import {
  Field,
  useFieldIds,
  type FieldShellProps,
} from '../../../design-system/primitives/Field/Field.tsx';
import { bareInput, controlBox } from '../../../design-system/primitives/Field/Field.css.ts';
import * as styles from './MessageField.css.ts';

export interface MessageFieldProps
  extends
    Omit<FieldShellProps, 'id'>,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'id' | 'children'> {
  /** The shop's limit of a message: counted near it, as TextArea's `limit` (nearLimit) does. */
  limit?: number;
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
  limit,
  onChange,
  ...rest
}: MessageFieldProps) {
  const { id } = useFieldIds();
  const characters = useCharacterCount({
    limit,
    mode: 'nearLimit',
    value: rest.value,
    defaultValue: rest.defaultValue,
    onChange,
    controlId: id,
  });
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      describedBy={characters.countId}
    >
      {({ labelId: _labelId, ...control }) => (
        <>
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
              onChange={characters.handleChange}
              {...rest}
              {...control}
            />
          </div>
          {characters.countId && limit !== undefined ? (
            <CharacterCount id={characters.countId} length={characters.length} limit={limit} />
          ) : null}
        </>
      )}
    </Field>
  );
}
