import type { KeyboardEvent, Ref } from 'react';
import type { FieldControlProps } from '../Field/Field.tsx';
import { controlBox } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { ChevronDownIcon } from '../Icon/icons.ts';
import * as styles from './Select.css.ts';

/** Keys that open a closed Radix Select from its trigger. */
const openingKeys = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

interface SelectStandInProps {
  ref: Ref<HTMLButtonElement> | undefined;
  control: Omit<FieldControlProps, 'required' | 'disabled'>;
  required: boolean | undefined;
  disabled: boolean | undefined;
  /** The list the trigger opens, as Radix names it while closed (it exists once opened). */
  listId: string;
  /** The chosen option's label, or the placeholder while nothing is chosen. */
  text: string;
  chosen: boolean;
  /** The customer shows an intent to use the select: its Radix part starts loading. */
  onIntent: () => void;
  /** The customer asks for the list. */
  onOpen: () => void;
  onFocusChange: (focus: boolean) => void;
  onBlur: (() => void) | undefined;
}

/** The closed trigger as Radix draws it, shown until the select's Radix part has loaded. */
export function SelectStandIn({
  ref,
  control,
  required,
  disabled,
  listId,
  text,
  chosen,
  onIntent,
  onOpen,
  onFocusChange,
  onBlur,
}: SelectStandInProps) {
  return (
    <button
      ref={ref}
      type="button"
      role="combobox"
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      aria-required={required || undefined}
      aria-controls={listId}
      aria-expanded="false"
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={chosen ? undefined : ''}
      data-invalid={control['aria-invalid'] || undefined}
      className={`${controlBox} ${styles.trigger}`}
      onPointerEnter={onIntent}
      onFocus={() => {
        onFocusChange(true);
        onIntent();
      }}
      onBlur={() => {
        onFocusChange(false);
        onBlur?.();
      }}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') onOpen();
      }}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span className={styles.value} style={{ pointerEvents: 'none' }}>
        {text}
      </span>
      <span aria-hidden="true" className={styles.icon}>
        <Icon icon={ChevronDownIcon} size="control" />
      </span>
    </button>
  );
}
