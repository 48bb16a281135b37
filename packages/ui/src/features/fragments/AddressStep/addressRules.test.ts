import { describe, expect, it } from 'vitest';
import {
  deliveryCountries,
  isValidPhone,
  isValidPostcode,
  postcodeExamples,
} from './addressRules.ts';

describe('postcode rules', () => {
  it('accepts each country’s own example', () => {
    for (const country of deliveryCountries)
      expect(isValidPostcode(country, postcodeExamples[country] ?? '')).toBe(true);
  });

  it('refuses another country’s format', () => {
    expect(isValidPostcode('PL', '31019')).toBe(false);
    expect(isValidPostcode('PT', '1100')).toBe(false);
    expect(isValidPostcode('NL', '1012')).toBe(false);
    expect(isValidPostcode('ES', '4600')).toBe(false);
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
