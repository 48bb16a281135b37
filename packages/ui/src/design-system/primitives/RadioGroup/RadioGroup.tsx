import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';
import { RadioGroupOption, type RadioOption } from './RadioGroupOption.tsx';
import type { RadioGroupOrientation, RadioGroupVariant } from './radioGroupVariants.ts';

export interface RadioGroupProps extends FieldShellProps {
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  variant?: RadioGroupVariant;
  orientation?: RadioGroupOrientation;
  /** What a form library may do with the group: focus it. */
  ref?: Ref<RadioGroupHandle>;
}

/** What a form library may do with the group: move focus to it (to the chosen radio, else the first). */
export interface RadioGroupHandle {
  focus: () => void;
}

/**
 * One choice out of a few, all visible: plain radios or cards (shipment mode, payment method).
 * Radix RadioGroup underneath: Tab enters at the chosen radio, arrows move and choose.
 */
export function RadioGroup({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  id,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  name,
  variant = 'list',
  orientation = 'vertical',
}: RadioGroupProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = rootRef.current?.querySelectorAll<HTMLButtonElement>(
        '[role="radio"]:not(:disabled)',
      );
      const checked = Array.from(radios ?? []).find((radio) => radio.dataset.state === 'checked');
      (checked ?? radios?.[0])?.focus();
    },
  }));
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      labelling="labelledby"
    >
      {({ labelId, id: groupId, ...control }) => (
        <RadixRadioGroup.Root
          ref={rootRef}
          id={groupId}
          className={styles.group({ orientation, variant })}
          aria-labelledby={labelId}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-required={required || undefined}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
          }}
          disabled={disabled}
          required={required}
          name={name}
          orientation={orientation}
        >
          {options.map((option) => (
            <RadioGroupOption
              key={option.value}
              option={option}
              groupId={groupId}
              variant={variant}
              groupDisabled={disabled}
              invalid={control['aria-invalid']}
            />
          ))}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
RadioGroup.displayName = 'RadioGroup';
