import { Select as RadixSelect } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { FieldControlProps } from '../Field/Field.tsx';
import { controlBox } from '../Field/Field.css.ts';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import * as styles from './Select.css.ts';
import type { SelectProps } from './Select.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons.ts';

export interface SelectControlProps extends Omit<
  SelectProps,
  'label' | 'hint' | 'error' | 'hideLabel' | 'id'
> {
  control: FieldControlProps;
  placeholder: string;
  /** Opens the list as it mounts: the customer asked for it before this part had arrived. */
  defaultOpen: boolean;
  /** Takes the focus as it mounts, from the stand-in it replaces. */
  focusOnMount: boolean;
}

/**
 * The Radix Select behind the design system's Select: loaded on demand (see Select.tsx), the
 * first time a customer points at, focuses or opens a select.
 */
export function SelectControl({
  ref,
  control,
  required,
  disabled,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  placeholder,
  name,
  defaultOpen,
  focusOnMount,
}: SelectControlProps) {
  const [marker, container] = usePortalContainer();
  const trigger = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
    // Only as it mounts: later renders leave the focus where the customer put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixSelect.Root
      defaultOpen={defaultOpen}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <RadixSelect.Trigger
        ref={(element) => {
          trigger.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={control.id}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-required={required || undefined}
        className={`${controlBox} ${styles.trigger}`}
        data-invalid={control['aria-invalid'] || undefined}
        onBlur={onBlur}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.icon}>
          <Icon icon={ChevronDownIcon} size="control" />
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
                    <Icon icon={CheckIcon} size="small" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      ) : null}
    </RadixSelect.Root>
  );
}
