import { parseDateString, type Customer } from '@shop/domain';
import type { PersonalData, PersonalDataValues } from './personalDataSchema.ts';

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
