import {
  contactFormChannels,
  customerEmailSchema,
  dateStringSchema,
  limitedText,
  requiredText,
  ticketBodySchema,
  ticketSubjectSchema,
} from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import { consentSchema } from '../../data/consentRules.ts';

/** The contact form's rules (loaded apart from the page: see `FormRules`). */
export const contactSchema = z
  .object({
    channel: z.enum(contactFormChannels),
    name: requiredText('contactName'),
    email: customerEmailSchema,
    phone: limitedText('phone'),
    order_number: limitedText('orderNumber'),
    subject: ticketSubjectSchema,
    message: ticketBodySchema,
    product: limitedText('quoteProduct'),
    quantity: z.string().check(z.trim()),
    wanted_by: z.string(),
    attachment: z.nullable(z.instanceof(Blob)),
    accepts_privacy: consentSchema,
  })
  .check(
    z.superRefine((values, context) => {
      // A quote needs to know what and how many; the date is a wish.
      if (values.channel !== 'formContactRequestBudget') return;
      if (values.product === '')
        context.addIssue({
          code: 'custom',
          path: ['product'],
          message: messageKey('errors.required'),
        });
      if (!/^[1-9]\d{0,5}$/.test(values.quantity))
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: messageKey('errors.numberTooSmall', { minimum: 1 }),
        });
      if (values.wanted_by !== '' && !dateStringSchema.safeParse(values.wanted_by).success)
        context.addIssue({
          code: 'custom',
          path: ['wanted_by'],
          message: messageKey('errors.date'),
        });
    }),
  );
export type ContactValues = z.infer<typeof contactSchema>;
