import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import { controlBox } from '../Field/Field.css.ts';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldShellProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called when the list closes and focus leaves (form libraries mark the field touched). */
  onBlur?: () => void;
  /** Shown while nothing is chosen; translated "Choose…" by default. */
  placeholder?: string;
  /** Form field name: a hidden native select carries the value in a plain form post. */
  name?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled single choice from a short list (a country site, a size); Radix Select underneath. */
export function Select({
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
  placeholder,
  name,
}: SelectProps) {
  const labels = useDesignSystemLabels();
  const [marker, container] = usePortalContainer();
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
      {({ labelId: _labelId, ...control }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger
            ref={ref}
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-required={required || undefined}
            className={`${controlBox} ${styles.trigger}`}
            data-invalid={control['aria-invalid'] || undefined}
            onBlur={onBlur}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder ?? labels.selectPlaceholder} />
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDown size={18} aria-hidden="true" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <span hidden ref={marker} />
          {container ? (
            <RadixSelect.Portal container={container}>
              <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
                <RadixSelect.Viewport className={styles.viewport}>
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                        <Check size={16} aria-hidden="true" />
                      </RadixSelect.ItemIndicator>
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
              </RadixSelect.Content>
            </RadixSelect.Portal>
          ) : null}
        </RadixSelect.Root>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
