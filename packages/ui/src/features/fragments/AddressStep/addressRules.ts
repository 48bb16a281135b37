/**
 * The countries the shop delivers to (its country sites), an example postcode of each and their
 * phone rules; a postcode is checked by the domain's `isPostcodeOf`, as the product API's requests
 * are. No zod here: pages show the examples and the countries at once, while the forms' schemas
 * built on these rules (addressStepRules.ts) load apart from the page.
 */

/** An example postcode per country, shown as the field's hint. */
export const postcodeExamples: Readonly<Record<string, string>> = {
  ES: '28013',
  PT: '1100-148',
  IT: '00184',
  PL: '31-019',
  CZ: '110 00',
  SK: '811 01',
  DK: '1050',
  SE: '111 52',
  NO: '0150',
  FI: '00100',
  FR: '75001',
  BE: '1000',
  NL: '1012 AB',
  DE: '10115',
  AT: '1010',
  CH: '8001',
  IE: 'D02 X285',
};

/** Digits of a national phone number (without the leading `+code`), per country: [min, max]. */
const nationalPhoneDigits: Readonly<Record<string, readonly [number, number]>> = {
  ES: [9, 9],
  PT: [9, 9],
  IT: [9, 11],
  PL: [9, 9],
  CZ: [9, 9],
  SK: [9, 10],
  DK: [8, 8],
  SE: [7, 10],
  NO: [8, 8],
  FI: [6, 10],
  FR: [10, 10],
  BE: [9, 10],
  NL: [10, 10],
  DE: [6, 13],
  AT: [6, 13],
  CH: [10, 10],
  IE: [9, 10],
};

export const deliveryCountries = Object.keys(postcodeExamples);

/** The address step's choice of an address typed in, rather than one of the customer's saved ones. */
export const newAddressChoice = 'new';

/**
 * A phone number is valid as an international number (`+` and 8 to 15 digits, E.164) or as a
 * national number of the country's length; spaces, dots, dashes and brackets are ignored.
 */
export function isValidPhone(country: string, phone: string): boolean {
  const compact = phone.trim().replace(/[\s.\-()]/g, '');
  if (/^\+\d{8,15}$/.test(compact)) return true;
  if (!/^\d+$/.test(compact)) return false;
  const [min, max] = nationalPhoneDigits[country] ?? [6, 15];
  return compact.length >= min && compact.length <= max;
}

/** Messages of these rules, in the `checkout` namespace. */
export const addressRuleMessages = {
  postcode: 'checkout:errors.postcode',
  phone: 'checkout:errors.phone',
} as const;
