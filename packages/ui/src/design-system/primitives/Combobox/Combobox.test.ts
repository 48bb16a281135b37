import { describe, expect, it } from 'vitest';
import { defaultComboboxFilter } from './comboboxOptions.ts';

const pickpoint = {
  value: 'pp-2',
  label: 'Papelería Núñez',
  description: 'Calle de Alcalá 120, Madrid',
};

describe('default combobox filter', () => {
  it('matches label and description ignoring case and accents', () => {
    expect(defaultComboboxFilter(pickpoint, 'nunez')).toBe(true);
    expect(defaultComboboxFilter(pickpoint, 'ALCALA')).toBe(true);
    expect(defaultComboboxFilter(pickpoint, '  madrid ')).toBe(true);
  });

  it('shows everything for an empty query and nothing for a miss', () => {
    expect(defaultComboboxFilter(pickpoint, '')).toBe(true);
    expect(defaultComboboxFilter(pickpoint, 'Barcelona')).toBe(false);
  });
});
