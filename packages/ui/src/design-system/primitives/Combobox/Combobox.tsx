import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import { bareInput, controlBox, visuallyHidden } from '../Field/Field.css.ts';
import * as styles from './Combobox.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons.ts';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line, e.g. a pickpoint's address; also searched. */
  description?: string;
  disabled?: boolean;
}

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

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export const defaultComboboxFilter = (option: ComboboxOption, query: string): boolean => {
  const needle = normalize(query.trim());
  return needle === '' || normalize(`${option.label} ${option.description ?? ''}`).includes(needle);
};

/**
 * An editable combobox with a filtered listbox (WAI-ARIA APG "list autocomplete with manual
 * selection"): type to filter, arrows to move, Enter to choose, Escape to close (and again to
 * clear). Used to pick a pickpoint or a country from a long list.
 */
export function Combobox({
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
  defaultValue = null,
  onValueChange,
  onBlur,
  placeholder,
  name,
  filter = defaultComboboxFilter,
}: ComboboxProps) {
  const labels = useDesignSystemLabels();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selected = value !== undefined ? value : uncontrolled;
  const labelOf = (optionValue: string | null) =>
    options.find((option) => option.value === optionValue)?.label ?? '';

  const [inputValue, setInputValue] = useState(() => labelOf(selected));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  // A new value from outside (a form reset) shows its label in the input.
  const [shownValue, setShownValue] = useState(selected);
  if (shownValue !== selected) {
    setShownValue(selected);
    setInputValue(labelOf(selected));
  }

  const results = options.filter((option) => filter(option, query));
  const active = open ? results[activeIndex] : undefined;

  useEffect(() => {
    if (!active) return;
    const element = listRef.current?.querySelector<HTMLElement>('[data-active]');
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    if (value === undefined) setUncontrolled(option.value);
    setShownValue(option.value);
    setInputValue(option.label);
    setQuery('');
    setOpen(false);
    setActiveIndex(-1);
    onValueChange?.(option.value);
  };

  const clear = () => {
    if (value === undefined) setUncontrolled(null);
    setShownValue(null);
    setInputValue('');
    setQuery('');
    setActiveIndex(-1);
    if (selected !== null) onValueChange?.(null);
  };

  const openList = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const move = (step: 1 | -1) => {
    if (results.length === 0) return;
    let next = activeIndex;
    for (let tries = 0; tries < results.length; tries += 1) {
      next =
        next === -1
          ? step === 1
            ? 0
            : results.length - 1
          : (next + step + results.length) % results.length;
      if (!results[next]?.disabled) break;
    }
    setActiveIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          const current = results.findIndex((option) => option.value === selected);
          openList(event.altKey ? -1 : Math.max(current, 0));
        } else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(results.length - 1);
        else move(-1);
        break;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (inputValue !== '') {
          event.preventDefault();
          clear();
        }
        break;
      default:
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (
      event.relatedTarget &&
      event.currentTarget.parentElement?.parentElement?.contains(event.relatedTarget)
    )
      return;
    setOpen(false);
    setActiveIndex(-1);
    setQuery('');
    // Only a chosen option is a value: free text that matches nothing goes back to the choice.
    if (inputValue.trim() === '') clear();
    else setInputValue(labelOf(selected));
    onBlur?.();
  };

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
      {({ labelId, ...control }) => {
        const listboxId = `${control.id}-listbox`;
        const optionId = (index: number) => `${control.id}-option-${index}`;
        const showList = open && results.length > 0;
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
                value={inputValue}
                onChange={(event) => {
                  setInputValue(event.target.value);
                  setQuery(event.target.value);
                  setOpen(true);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                onBlur={onInputBlur}
                onClick={() => {
                  if (!open) openList(-1);
                }}
              />
              <button
                type="button"
                className={styles.toggle}
                tabIndex={-1}
                aria-label={labels.combobox.showOptions}
                aria-controls={listboxId}
                aria-expanded={open}
                disabled={disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  const input = event.currentTarget.parentElement?.querySelector('input');
                  input?.focus();
                  if (open) setOpen(false);
                  else {
                    setQuery('');
                    openList(-1);
                  }
                }}
              >
                <Icon icon={ChevronDownIcon} size="control" />
              </button>
              {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
            </div>
            <div
              ref={listRef}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              className={styles.popup}
              hidden={!showList}
            >
              {results.map((option, index) => (
                // Keyboard use goes through the input (aria-activedescendant); the pointer picks here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.value === selected}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === activeIndex || undefined}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== activeIndex && !option.disabled) setActiveIndex(index);
                  }}
                  onClick={() => choose(option)}
                >
                  <span className={styles.check}>
                    <Icon icon={CheckIcon} size="small" />
                  </span>
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.description ? (
                      <span className={styles.description}>{option.description}</span>
                    ) : null}
                  </span>
                </div>
              ))}
            </div>
            {open && results.length === 0 ? (
              <div className={`${styles.popup} ${styles.empty}`}>{labels.combobox.noResults}</div>
            ) : null}
            <div className={visuallyHidden} role="status">
              {open && query !== '' ? labels.combobox.results(results.length) : ''}
            </div>
          </div>
        );
      }}
    </Field>
  );
}
Combobox.displayName = 'Combobox';
