import { describe, expect, it } from 'vitest';
import { isPostcodeOf } from '@shop/domain';
import { deliveryCountries, isValidPhone, postcodeExamples } from './addressRules.ts';

describe('postcode examples', () => {
  it('accepts each country’s own example', () => {
    for (const country of deliveryCountries)
      expect(isPostcodeOf(postcodeExamples[country] ?? '', country)).toBe(true);
  });

  it('refuses another country’s format', () => {
    expect(isPostcodeOf('31019', 'PL')).toBe(false);
    expect(isPostcodeOf('110-148', 'PT')).toBe(false);
    expect(isPostcodeOf('1012', 'NL')).toBe(false);
    expect(isPostcodeOf('4600', 'ES')).toBe(false);
  });
});

describe('phone rules', () => {
  it('accepts national numbers of the country’s length, ignoring spaces and dashes', () => {
    expect(isValidPhone('ES', '612 345 678')).toBe(true);
    expect(isValidPhone('DK', '12-34-56-78')).toBe(true);
    expect(isValidPhone('ES', '612 345 67')).toBe(false);
  });

  it('accepts international numbers and refuses letters', () => {
    expect(isValidPhone('PL', '+48 600 100 200')).toBe(true);
    expect(isValidPhone('IE', '+353 85 123 4567')).toBe(true);
    expect(isValidPhone('ES', '+34 6x2')).toBe(false);
  });
});
