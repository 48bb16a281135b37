import { customerEmailSchema, customerTypes, limitedText, personNameSchema } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import { phoneFieldSchema } from '../AddressStep/addressStepRules.ts';

/**
 * Step 1 of the checkout, checked in the browser before `checkout.setContact` (the contact step's
 * rules, loaded apart from the page: see `FormRules`). The phone rule is the site's country's.
 */
export const contactStepSchema = (country: string) =>
  z
    .object({
      email: z.pipe(z.string().check(z.trim(), z.minLength(1)), customerEmailSchema),
      customer_type: z.enum(customerTypes),
      first_name: personNameSchema,
      last_name: personNameSchema,
      phone: phoneFieldSchema(country),
      company_name: limitedText('companyName'),
      tax_id: limitedText('taxId'),
      newsletter: z.boolean(),
      accepts_terms: z.boolean().check(z.refine(Boolean, { message: messageKey('errors.accept') })),
    })
    .check(
      z.superRefine((contact, context) => {
        if (contact.customer_type !== 'COMPANY') return;
        if (contact.company_name === '')
          context.addIssue({
            code: 'custom',
            path: ['company_name'],
            message: messageKey('errors.required'),
          });
        if (contact.tax_id === '')
          context.addIssue({
            code: 'custom',
            path: ['tax_id'],
            message: messageKey('errors.required'),
          });
      }),
    );
export type ContactStepValues = z.input<ReturnType<typeof contactStepSchema>>;
export type ContactStepResult = z.output<ReturnType<typeof contactStepSchema>>;
