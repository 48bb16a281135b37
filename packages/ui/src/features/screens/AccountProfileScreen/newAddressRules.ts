import { isPostcodeOf, limitedText, personNameSchema, requiredText } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import {
  addressRuleMessages,
  isValidPhone,
  postcodeExamples,
} from '../../fragments/AddressStep/addressRules.ts';

/**
 * A new saved address with each country's postcode and phone rules (as at checkout); loaded apart
 * from the page (see `FormRules`).
 */
export const newAddressSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    street: requiredText('street'),
    street_number: limitedText('streetNumber'),
    additional: limitedText('additionalAddressLine'),
    postcode: requiredText('postcode'),
    city: requiredText('city'),
    province: limitedText('province'),
    country: z.string().check(z.minLength(1)),
    phone: requiredText('phone'),
    is_default: z.boolean(),
  })
  .check(
    z.superRefine((address, context) => {
      if (!isPostcodeOf(address.postcode, address.country))
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: messageKey(addressRuleMessages.postcode, {
            example: postcodeExamples[address.country] ?? '',
          }),
        });
      if (!isValidPhone(address.country, address.phone))
        context.addIssue({ code: 'custom', path: ['phone'], message: addressRuleMessages.phone });
    }),
  );
export type NewAddress = z.output<typeof newAddressSchema>;
