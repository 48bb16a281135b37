import { emailSchema, isValidIbanChecksum, requiredText } from '@shop/domain';
import { z } from 'zod/mini';

/** An IBAN as typed (spaces, lower case) in the form the bank and the API expect. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 shape: country, two check digits, then 11 to 30 letters or digits. */
const ibanPattern = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * The bank details of PROVIDE_DATA_TO_REFUND: the refund form's rules, loaded apart from the page
 * (see `FormRules`). Same rules as the domain's `ibanSchema` (shape, then the mod-97 checksum
 * through `isValidIbanChecksum`), with messages the customer can act on.
 */
export const refundDataSchema = z.object({
  iban: z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(normaliseIban)).check(
    z.superRefine((iban, context) => {
      if (!ibanPattern.test(iban))
        context.addIssue({ code: 'custom', message: 'tracking:refund.errors.ibanFormat' });
      else if (!isValidIbanChecksum(iban))
        context.addIssue({ code: 'custom', message: 'tracking:refund.errors.ibanChecksum' });
    }),
  ),
  holder: requiredText('accountHolder'),
  /** Only when the form asks for it (`refundDataWithOrderEmailSchema`). */
  email: z.optional(emailSchema),
});

/** The same, from a visitor who proves the order is theirs with the e-mail it was placed with. */
export const refundDataWithOrderEmailSchema = refundDataSchema.check(
  z.refine((data) => Boolean(data.email), { message: 'forms:errors.required', path: ['email'] }),
);

export type RefundData = z.output<typeof refundDataSchema>;
