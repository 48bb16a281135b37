import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralKey } from './plural.ts';

describe('plural categories', () => {
  it('give Polish a separate form for 2 to 4 (also 22 to 24, not 12 to 14)', () => {
    expect(
      [1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 24, 25].map((count) => pluralCategory(count, 'pl-PL')),
    ).toEqual([
      'one',
      'few',
      'few',
      'few',
      'many',
      'many',
      'many',
      'many',
      'many',
      'few',
      'few',
      'many',
    ]);
  });

  it('give Czech a separate form for 2 to 4 only', () => {
    expect([1, 2, 3, 4, 5, 22].map((count) => pluralCategory(count, 'cs-CZ'))).toEqual([
      'one',
      'few',
      'few',
      'few',
      'other',
      'other',
    ]);
    expect(pluralCategory(1.5, 'cs-CZ')).toBe('many');
  });

  it('give English only one and other', () => {
    expect([0, 1, 2, 3, 5].map((count) => pluralCategory(count, 'en-IE'))).toEqual([
      'other',
      'one',
      'other',
      'other',
      'other',
    ]);
  });

  it('build i18next plural keys', () => {
    expect(pluralKey('cart.items', 3, 'pl-PL')).toBe('cart.items_few');
    expect(pluralKey('cart.items', 3, 'en-IE')).toBe('cart.items_other');
  });
});
