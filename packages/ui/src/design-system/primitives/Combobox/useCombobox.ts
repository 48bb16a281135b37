import { useState, type FocusEvent } from 'react';
import { nextEnabledIndex, type ComboboxOption } from './comboboxOptions.ts';
import { comboboxKeyHandler } from './comboboxKeys.ts';
import { useComboboxValue } from './useComboboxValue.ts';

interface ComboboxStateOptions {
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  defaultValue: string | null;
  onValueChange: ((value: string | null) => void) | undefined;
  onBlur: (() => void) | undefined;
  filter: (option: ComboboxOption, query: string) => boolean;
}

/** What the combobox shows and does: its value, the query, the open list and its active option. */
export function useCombobox({
  onValueChange,
  onBlur,
  filter,
  ...valueOptions
}: ComboboxStateOptions) {
  const { selected, inputValue, setInputValue, labelOf, select } = useComboboxValue(valueOptions);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const results = valueOptions.options.filter((option) => filter(option, query));
  const active = open ? results[activeIndex] : undefined;

  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    select(option);
    setQuery('');
    setOpen(false);
    setActiveIndex(-1);
    onValueChange?.(option.value);
  };

  const clear = () => {
    select(null);
    setQuery('');
    setActiveIndex(-1);
    if (selected !== null) onValueChange?.(null);
  };

  const openList = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = comboboxKeyHandler({
    open,
    active,
    inputValue,
    openList,
    close,
    clear,
    choose,
    // Opening with ArrowDown starts at the chosen option.
    selectedIndex: () => results.findIndex((option) => option.value === selected),
    lastIndex: results.length - 1,
    move: (step) => {
      if (results.length > 0) setActiveIndex(nextEnabledIndex(results, activeIndex, step));
    },
  });

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (
      event.relatedTarget &&
      event.currentTarget.parentElement?.parentElement?.contains(event.relatedTarget)
    )
      return;
    close();
    setQuery('');
    // Only a chosen option is a value: free text that matches nothing goes back to the choice.
    if (inputValue.trim() === '') clear();
    else setInputValue(labelOf(selected));
    onBlur?.();
  };

  const type = (text: string) => {
    setInputValue(text);
    setQuery(text);
    setOpen(true);
    setActiveIndex(-1);
  };

  /** The toggle button: closes the list, or opens all of it whatever was typed. */
  const toggle = () => {
    if (open) setOpen(false);
    else {
      setQuery('');
      openList(-1);
    }
  };

  return {
    ...{ selected, inputValue, query, open, activeIndex, setActiveIndex, results, active },
    ...{ choose, openList, onKeyDown, onInputBlur, type, toggle },
  };
}
