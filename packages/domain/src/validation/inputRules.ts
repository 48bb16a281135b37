// zod/mini: these rules are checked in the browser by the forms and on the server by the
// endpoints' request schemas (one definition for both); zod/mini keeps the browser's share small.
import { z } from 'zod/mini';
import { emailSchema } from './email.ts';
import { fieldLimits, type FieldWithLimit } from './fieldLimits.ts';

/** A customer's free text, trimmed, no longer than its field's limit; it may be left empty. */
export const limitedText = (field: FieldWithLimit) =>
  z.string().check(z.trim(), z.maxLength(fieldLimits[field]));

/** A customer's free text, trimmed, not empty and no longer than its field's limit. */
export const requiredText = (field: FieldWithLimit) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(fieldLimits[field]));

/** A design's name as the API takes it; the rename form uses it too. */
export const designNameSchema = requiredText('designName');

/** A foticos account's public name; the settings form uses it too. */
export const foticosDisplayNameSchema = requiredText('foticosDisplayName');

export const passwordSchema = z.string().check(z.minLength(8), z.maxLength(128));

/**
 * The password of a new account: the length rule plus at least one letter and one digit. The
 * messages are the forms' translation keys (`validation.x` reads `forms:errors.x`).
 */
export const newPasswordSchema = passwordSchema.check(
  z.regex(/\p{L}/u, { message: 'validation.passwordLetter' }),
  z.regex(/\p{N}/u, { message: 'validation.passwordDigit' }),
);

/** A guest order's number, as the order-completed page and the tracking lookup show it. */
export const guestOrderNumberSchema = requiredText('orderNumber');

/** A person's first or last name on a profile (trimmed, not empty, bounded). */
export const personNameSchema = requiredText('personName');

/**
 * What a visitor types to create an account (the login page's sign-up and the order-completed
 * page's): the sign-up form, the storefront's `/api/auth/register` and `auth.register` share it.
 */
export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  newsletter: z.boolean(),
  accepts_terms: z.literal(true, { message: 'validation.accept' }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export function isValidIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 13616 IBAN: country, check digits, then up to 30 letters or digits; mod-97 must give 1. */
export const ibanSchema = z
  .pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)),
  )
  .check(z.refine(isValidIbanChecksum, { message: 'Invalid IBAN' }));

/** A ticket's subject, as the API takes it and the forms check it. */
export const ticketSubjectSchema = requiredText('ticketSubject');

/** A ticket's message (a reply and the contact form's message too), as the API takes it and the forms check it. */
export const ticketBodySchema = requiredText('ticketMessage');

/** A guest's way to an order's tracking: the order's number and the e-mail it was placed with. */
export const trackingLookupFields = {
  order_number: requiredText('orderNumber'),
  email: emailSchema,
};

/** Links the shop shows or takes: http(s) only, so no `javascript:` URL reaches an href or src. */
export const httpUrlProtocol = /^https?$/;

/** A foticos account's website, as the settings form checks it and `foticos.updateConfig` takes it. */
export const websiteSchema = z.url({ protocol: httpUrlProtocol });
