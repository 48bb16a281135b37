import { useState } from 'react';
import type { ComboboxOption } from './comboboxOptions.ts';

interface ComboboxValueOptions {
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  defaultValue: string | null;
}

/** The chosen option (controlled or not) and the text the input shows for it. */
export function useComboboxValue({ options, value, defaultValue }: ComboboxValueOptions) {
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selected = value !== undefined ? value : uncontrolled;
  const labelOf = (optionValue: string | null) =>
    options.find((option) => option.value === optionValue)?.label ?? '';

  const [inputValue, setInputValue] = useState(() => labelOf(selected));

  // A new value from outside (a form reset) shows its label in the input.
  const [shownValue, setShownValue] = useState(selected);
  if (shownValue !== selected) {
    setShownValue(selected);
    setInputValue(labelOf(selected));
  }

  /** Makes an option, or nothing, the value and shows its label. */
  const select = (option: ComboboxOption | null) => {
    const next = option?.value ?? null;
    if (value === undefined) setUncontrolled(next);
    setShownValue(next);
    setInputValue(option?.label ?? '');
  };

  return { selected, inputValue, setInputValue, labelOf, select };
}
