import {
  adultBirthdateSchema,
  customerTypes,
  limitedText,
  personNameSchema,
  type AdultCheckOptions,
} from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/**
 * The personal data form: the domain's profile fields as the form holds them (empty text for "none"),
 * with the spec's adult check on the birthdate and the company's fields required for companies.
 * Loaded apart from the page (see `FormRules`); `personalData.ts` turns a customer into values.
 */
export const personalDataSchema = (adultCheck: AdultCheckOptions = {}) => {
  const adultBirthdate = adultBirthdateSchema(adultCheck);
  return z
    .object({
      customer_type: z.enum(customerTypes),
      first_name: personNameSchema,
      last_name: personNameSchema,
      company_name: limitedText('companyName'),
      tax_id: limitedText('taxId'),
      phone: limitedText('phone'),
      // DateInput's `yyyy-m-d`; empty while the customer has not given one.
      birthdate: z.string().check(z.trim()),
      newsletter: z.boolean(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.birthdate !== '') {
          const checked = adultBirthdate.safeParse(values.birthdate);
          for (const issue of checked.error?.issues ?? [])
            context.addIssue({ code: 'custom', path: ['birthdate'], message: issue.message });
        }
        if (values.customer_type !== 'COMPANY') return;
        for (const name of ['company_name', 'tax_id'] as const)
          if (values[name] === '')
            context.addIssue({
              code: 'custom',
              path: [name],
              message: messageKey('errors.required'),
            });
      }),
    );
};
export type PersonalDataValues = z.input<ReturnType<typeof personalDataSchema>>;
export type PersonalData = z.output<ReturnType<typeof personalDataSchema>>;
