import { useEffect, useRef } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CheckIcon } from '../Icon/icons.ts';
import * as styles from './Combobox.css.ts';
import type { ComboboxOption } from './comboboxOptions.ts';

interface ComboboxListboxProps {
  listboxId: string;
  labelId: string;
  optionId: (index: number) => string;
  results: readonly ComboboxOption[];
  selected: string | null;
  open: boolean;
  query: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (option: ComboboxOption) => void;
}

/** The combobox's popup: the filtered options, or a "no results" line, and the count it announces. */
export function ComboboxListbox({
  listboxId,
  labelId,
  optionId,
  results,
  selected,
  open,
  query,
  activeIndex,
  onActivate,
  onChoose,
}: ComboboxListboxProps) {
  const labels = useDesignSystemLabels();
  const listRef = useRef<HTMLDivElement>(null);
  const active = open ? results[activeIndex] : undefined;

  useEffect(() => {
    if (!active) return;
    const element = listRef.current?.querySelector<HTMLElement>('[data-active]');
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.popup}
        hidden={!(open && results.length > 0)}
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
              if (index !== activeIndex && !option.disabled) onActivate(index);
            }}
            onClick={() => onChoose(option)}
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
    </>
  );
}
