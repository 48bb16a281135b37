/**
 * The longest free text a customer may give, in characters. The forms' rules, the storefront and
 * the product API's request schemas all read these numbers, so a value the form lets through is
 * never refused by the API for its length (a test compares each form with its endpoint). The sealed
 * session cookie holds some of these fields, and with all of them at their maximum it still stays
 * within what browsers keep (about 4 KB).
 */
export const fieldLimits = {
  /** A first or last name. */
  personName: 80,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  companyName: 120,
  taxId: 40,
  phone: 40,
  /** An address: the street, its number, the additional line (floor, door), city, province. */
  street: 120,
  streetNumber: 20,
  additionalAddressLine: 120,
  city: 80,
  province: 80,
  /** The longest postcode of the countries the shop delivers to has 8 characters (`D02 X285`). */
  postcode: 12,
  /** The name the contact form asks for (one field, first and last name together). */
  contactName: 120,
  /** An order's number as a customer types it (contact form, tracking lookup, sign-up). */
  orderNumber: 40,
  promotionCode: 64,
  ticketSubject: 200,
  /** A ticket's message, a reply to it and the contact form's message. */
  ticketMessage: 5000,
  /** What a quote request is about (the contact form's product). */
  quoteProduct: 200,
  /** The name of a file sent with a ticket. */
  attachmentName: 200,
  /** The comments a customer adds to an order. */
  orderComments: 500,
  designName: 120,
  /** One text of a design in the editor; a template's slot may allow fewer. */
  designText: 500,
  /** A foticos account's public name, its biography and the bank account's holder. */
  foticosDisplayName: 80,
  foticosBio: 2000,
  accountHolder: 120,
} as const;
export type FieldWithLimit = keyof typeof fieldLimits;
