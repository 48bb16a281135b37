import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Whether `postcode` is a postcode of `country` (ISO code, `ES`): the pattern of each country as
 * the `postcode-validator` package keeps them (Spain's 01–52 provinces, Poland's 00-000, the
 * Netherlands' 1234 AB), so "00000" is no Spanish postcode. Spaces around it and lower-case letters
 * are what people type and count as written right; a country the package does not know accepts any.
 */
export function isPostcodeOf(postcode: string, country: string): boolean {
  const written = postcode.trim().toUpperCase();
  if (written === '') return false;
  return postcodeValidatorExistsForCountry(country) ? postcodeValidator(written, country) : true;
}
