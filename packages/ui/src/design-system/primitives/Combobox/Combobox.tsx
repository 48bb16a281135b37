import type { Ref } from 'react';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import { bareInput, controlBox } from '../Field/Field.css.ts';
import * as styles from './Combobox.css.ts';
import { ComboboxListbox } from './ComboboxListbox.tsx';
import { ComboboxToggle } from './ComboboxToggle.tsx';
import { defaultComboboxFilter, type ComboboxOption } from './comboboxOptions.ts';
import { useCombobox } from './useCombobox.ts';

export interface ComboboxProps extends FieldShellProps {
  options: readonly ComboboxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  name?: string;
  /** Replaces the default filter (case- and accent-insensitive "contains" on label and description). */
  filter?: (option: ComboboxOption, query: string) => boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An editable combobox with a filtered listbox (WAI-ARIA APG "list autocomplete with manual
 * selection"): type to filter, arrows to move, Enter to choose, Escape to close (and again to
 * clear). Used to pick a pickpoint or a country from a long list.
 */
export function Combobox({
  ref,
  options,
  value,
  defaultValue = null,
  onValueChange,
  onBlur,
  placeholder,
  name,
  filter = defaultComboboxFilter,
  ...field
}: ComboboxProps) {
  const combobox = useCombobox({ options, value, defaultValue, onValueChange, onBlur, filter });
  const { open, active, activeIndex, selected } = combobox;
  const { disabled } = field;

  return (
    <Field {...field}>
      {({ labelId, ...control }) => {
        const listboxId = `${control.id}-listbox`;
        const optionId = (index: number) => `${control.id}-option-${index}`;
        return (
          <div className={styles.wrapper}>
            <div
              className={`${controlBox} ${styles.box}`}
              data-invalid={control['aria-invalid'] || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                ref={ref}
                {...control}
                className={bareInput}
                type="text"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listboxId}
                aria-activedescendant={active ? optionId(activeIndex) : undefined}
                placeholder={placeholder}
                value={combobox.inputValue}
                onChange={(event) => combobox.type(event.target.value)}
                onKeyDown={combobox.onKeyDown}
                onBlur={combobox.onInputBlur}
                onClick={() => {
                  if (!open) combobox.openList(-1);
                }}
              />
              <ComboboxToggle
                listboxId={listboxId}
                open={open}
                disabled={disabled}
                onToggle={combobox.toggle}
              />
              {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
            </div>
            <ComboboxListbox
              {...{ listboxId, labelId, optionId, open, activeIndex, selected }}
              results={combobox.results}
              query={combobox.query}
              onActivate={combobox.setActiveIndex}
              onChoose={combobox.choose}
            />
          </div>
        );
      }}
    </Field>
  );
}
Combobox.displayName = 'Combobox';
