import type { KeyboardEvent } from 'react';
import type { ComboboxOption } from './comboboxOptions.ts';

interface ComboboxKeyActions {
  open: boolean;
  active: ComboboxOption | undefined;
  inputValue: string;
  selectedIndex: () => number;
  lastIndex: number;
  openList: (index: number) => void;
  move: (step: 1 | -1) => void;
  close: () => void;
  clear: () => void;
  choose: (option: ComboboxOption | undefined) => void;
}

/**
 * The input's keys (WAI-ARIA APG): arrows open the list or move in it, Enter chooses, Escape closes
 * the list and, once closed, clears the input.
 */
export function comboboxKeyHandler(combobox: ComboboxKeyActions) {
  const { open, active, inputValue, openList, move, close, clear, choose } = combobox;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : Math.max(combobox.selectedIndex(), 0));
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(combobox.lastIndex);
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
          close();
        } else if (inputValue !== '') {
          event.preventDefault();
          clear();
        }
        break;
      default:
    }
  };
}
