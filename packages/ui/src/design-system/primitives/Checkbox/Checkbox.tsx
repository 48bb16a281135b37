import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  FieldHint,
  joinIds,
  RequiredMarker,
  useFieldIds,
  type FieldShellProps,
} from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CheckIcon, MinusIcon } from '../Icon/icons.ts';

export interface CheckboxProps extends Omit<FieldShellProps, 'hideLabel'> {
  label: ReactNode;
  /** `indeterminate` when some of a group is ticked (e.g. "all products" in a filter). */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  value?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled tick box (accept the terms, subscribe to the newsletter); Radix Checkbox underneath. */
export function Checkbox({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  id,
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  name,
  value,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const hasError = Boolean(error);
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          ref={ref}
          id={ids.id}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={hasError || undefined}
          aria-describedby={joinIds(hint ? ids.hintId : undefined, hasError && ids.errorId)}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            {checked === 'indeterminate' ? (
              <Icon icon={MinusIcon} size="small" weight="bold" />
            ) : (
              <Icon icon={CheckIcon} size="small" weight="bold" />
            )}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.id} className={styles.label} data-disabled={disabled || undefined}>
          {label}
          {required ? (
            <>
              {' '}
              <RequiredMarker />
            </>
          ) : null}
        </label>
      </div>
      {hint || hasError ? (
        <div className={styles.messages}>
          {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
          {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
        </div>
      ) : null}
    </div>
  );
}
Checkbox.displayName = 'Checkbox';
