import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './RadioGroup.css.ts';
import type { RadioGroupVariant } from './radioGroupVariants.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line (delivery time, fees). */
  description?: ReactNode;
  /** Shown at the end of a card (a price, a carrier or payment logo). */
  aside?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupOptionProps {
  option: RadioOption;
  /** The group's id: the radio's id is made from it and the option's value. */
  groupId: string;
  variant: RadioGroupVariant;
  /** The whole group is disabled. */
  groupDisabled: boolean | undefined;
  invalid: boolean | undefined;
}

/** One choice of a radio group: the radio, its label and description, and what sits at its end. */
export function RadioGroupOption({
  option,
  groupId,
  variant,
  groupDisabled,
  invalid,
}: RadioGroupOptionProps) {
  const optionId = `${groupId}-${option.value}`;
  const optionDisabled = groupDisabled || option.disabled;
  return (
    <label
      htmlFor={optionId}
      className={styles.option({ variant })}
      data-disabled={optionDisabled || undefined}
    >
      <RadixRadioGroup.Item
        id={optionId}
        value={option.value}
        disabled={option.disabled}
        className={`${styles.radio} ${variant === 'card' ? styles.cardRadio : ''}`}
        data-invalid={invalid}
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
}
