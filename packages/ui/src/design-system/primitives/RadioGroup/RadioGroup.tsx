import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';
import type { RadioGroupOrientation, RadioGroupVariant } from './radioGroupVariants.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line (delivery time, fees). */
  description?: ReactNode;
  /** Shown at the end of a card (a price, a carrier or payment logo). */
  aside?: ReactNode;
  disabled?: boolean;
}

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
          {options.map((option) => {
            const optionId = `${groupId}-${option.value}`;
            const optionDisabled = disabled || option.disabled;
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className={styles.option({ variant })}
                data-disabled={optionDisabled || undefined}
              >
                <RadixRadioGroup.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className={`${styles.radio} ${variant === 'card' ? styles.cardRadio : ''}`}
                  data-invalid={control['aria-invalid']}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                <span className={styles.text}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.description ? (
                    <span className={styles.optionDescription}>{option.description}</span>
                  ) : null}
                </span>
                {option.aside ? <span className={styles.aside}>{option.aside}</span> : null}
              </label>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
RadioGroup.displayName = 'RadioGroup';
