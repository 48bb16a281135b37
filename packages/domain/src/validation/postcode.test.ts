import { describe, expect, it } from 'vitest';
import { isPostcodeOf } from './postcode.ts';

describe('isPostcodeOf', () => {
  it.each([
    ['28014', 'ES'],
    ['08013', 'ES'],
    ['1100-148', 'PT'],
    ['00-590', 'PL'],
    ['75004', 'FR'],
    ['10115', 'DE'],
    ['1012 ab', 'NL'],
    [' 1000 ', 'BE'],
    ['110 00', 'CZ'],
  ])('takes %s as a postcode of %s', (postcode, country) => {
    expect(isPostcodeOf(postcode, country)).toBe(true);
  });

  it.each([
    ['00000', 'ES'],
    ['53001', 'ES'],
    ['2801', 'ES'],
    ['00590', 'PL'],
    ['7500', 'FR'],
    ['1012', 'NL'],
    ['', 'DE'],
  ])('refuses %j as a postcode of %s', (postcode, country) => {
    expect(isPostcodeOf(postcode, country)).toBe(false);
  });
});
