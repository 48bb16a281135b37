import {
  adultBirthdateSchema,
  customerTypes,
  parseDateString,
  personNameSchema,
  type AdultCheckOptions,
  type Customer,
} from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/**
 * The personal data form: the domain's profile fields as the form holds them (empty text for "none"),
 * with the spec's adult check on the birthdate and the company's fields required for companies.
 */
export const personalDataSchema = (adultCheck: AdultCheckOptions = {}) => {
  const adultBirthdate = adultBirthdateSchema(adultCheck);
  return z
    .object({
      customer_type: z.enum(customerTypes),
      first_name: personNameSchema,
      last_name: personNameSchema,
      company_name: z.string().check(z.trim()),
      tax_id: z.string().check(z.trim()),
      phone: z.string().check(z.trim()),
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

/** The form's values from the API's customer. */
export function personalDataOf(customer: Customer): PersonalDataValues {
  const birthdate = customer.birthdate ? parseDateString(customer.birthdate) : undefined;
  return {
    customer_type: customer.customer_type,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company_name: customer.company_name ?? '',
    tax_id: customer.tax_id ?? '',
    phone: customer.phone ?? '',
    birthdate: birthdate ? `${birthdate.year}-${birthdate.month}-${birthdate.day}` : '',
    newsletter: customer.newsletter,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The `customers.updateProfile` request: "none" as null, the birthdate as the API's `yyyy-mm-dd`. */
export function profileUpdateOf(values: PersonalData) {
  const birthdate = values.birthdate === '' ? undefined : parseDateString(values.birthdate);
  const company = values.customer_type === 'COMPANY';
  return {
    customer_type: values.customer_type,
    first_name: values.first_name,
    last_name: values.last_name,
    company_name: company ? values.company_name : null,
    tax_id: company ? values.tax_id : null,
    phone: values.phone === '' ? null : values.phone,
    birthdate: birthdate
      ? `${birthdate.year}-${twoDigits(birthdate.month)}-${twoDigits(birthdate.day)}`
      : null,
    newsletter: values.newsletter,
  };
}
