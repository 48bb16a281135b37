/**
 * The longest free text a customer may give, in characters. Forms, the storefront and the product
 * API check the same numbers; the sealed session cookie holds some of these fields, and with all of
 * them at their maximum it still stays within what browsers keep (about 4 KB).
 */
export const fieldLimits = {
  /** A first or last name. */
  personName: 80,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  companyName: 120,
  taxId: 40,
  phone: 40,
} as const;
