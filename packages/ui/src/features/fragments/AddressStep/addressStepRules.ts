import { fieldLimits, isPostcodeOf, limitedText } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import {
  addressRuleMessages,
  isValidPhone,
  newAddressChoice,
  postcodeExamples,
} from './addressRules.ts';

/**
 * The address step's rules (loaded apart from the page: see `FormRules`), on top of each
 * country's postcode and phone rules (addressRules.ts).
 */
const addressFields = z.object({
  first_name: limitedText('personName'),
  last_name: limitedText('personName'),
  company_name: limitedText('companyName'),
  street: limitedText('street'),
  street_number: limitedText('streetNumber'),
  additional: limitedText('additionalAddressLine'),
  postcode: limitedText('postcode'),
  city: limitedText('city'),
  province: limitedText('province'),
  country: z.string(),
  phone: limitedText('phone'),
});
export type AddressValues = z.output<typeof addressFields>;

const requiredFields = [
  'first_name',
  'last_name',
  'street',
  'postcode',
  'city',
  'country',
  'phone',
] as const;

function checkAddress(
  address: AddressValues,
  prefix: 'billing' | 'delivery',
  context: z.core.$RefinementCtx,
) {
  for (const name of requiredFields)
    if (address[name] === '')
      context.addIssue({
        code: 'custom',
        path: [prefix, name],
        message: messageKey('errors.required'),
      });
  if (address.postcode !== '' && !isPostcodeOf(address.postcode, address.country))
    context.addIssue({
      code: 'custom',
      path: [prefix, 'postcode'],
      message: messageKey(addressRuleMessages.postcode, {
        example: postcodeExamples[address.country] ?? '',
      }),
    });
  if (address.phone !== '' && !isValidPhone(address.country, address.phone))
    context.addIssue({
      code: 'custom',
      path: [prefix, 'phone'],
      message: addressRuleMessages.phone,
    });
}

/**
 * Step 2: the billing address (one of the customer's saved addresses, by id, or one typed in) and,
 * when it differs, the delivery address, with each country's rules.
 */
export const addressStepSchema = z
  .object({
    saved_address: z.string(),
    billing: addressFields,
    delivery_same: z.boolean(),
    delivery: addressFields,
  })
  .check(
    z.superRefine((step, context) => {
      if (step.saved_address === newAddressChoice) checkAddress(step.billing, 'billing', context);
      if (!step.delivery_same) checkAddress(step.delivery, 'delivery', context);
    }),
  );
export type AddressStepValues = z.input<typeof addressStepSchema>;
export type AddressStepOutput = z.output<typeof addressStepSchema>;

/** A phone field checked against a country's rule (the country of the site or of the address). */
export const phoneFieldSchema = (country: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(fieldLimits.phone),
    z.refine((phone) => isValidPhone(country, phone), { message: addressRuleMessages.phone }),
  );
