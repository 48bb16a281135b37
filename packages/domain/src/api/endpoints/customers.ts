import { z } from 'zod';
import { customerTypes } from '../../vocabulary/index.ts';
import { sessionCustomerSchema } from '../../session/sessionSchemas.ts';
import {
  guestOrderNumberSchema,
  newPasswordSchema,
  passwordSchema,
  personNameSchema,
} from '../../validation/inputRules.ts';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema } from '../../validation/email.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { isPostcodeOf } from '../../validation/postcode.ts';
import {
  acknowledgementSchema,
  addressInputSchema,
  addressSchema,
  dateSchema,
  dateTimeSchema,
  emptyRequestSchema,
  idSchema,
  languageSchema,
} from '../schemas/common.ts';

/**
 * The privacy policy the customer accepted, as the session records the consent texts' consent: the
 * version accepted and when; null when the customer never accepted one.
 */
const privacyConsentSchema = z.object({
  version: z.int().nonnegative(),
  given_at: dateTimeSchema,
});
export type PrivacyConsent = z.infer<typeof privacyConsentSchema>;

/**
 * The API's customer record: the session's customer (identity, foticos flag and the permission
 * flags the guards read) plus the profile. The session stores it as is and drops the extra fields.
 */
const customerSchema = z.object({
  ...sessionCustomerSchema.shape,
  company_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: dateSchema.nullable(),
  language: languageSchema,
  newsletter: z.boolean(),
  privacy_consent: privacyConsentSchema.nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** A logged-in customer and the bearer token the server keeps in the session (never in the browser). */
const customerSessionSchema = z.object({
  customer: customerSchema,
  token: z.string().min(1),
});

export const profileFieldsShape = {
  customer_type: z.enum(customerTypes),
  first_name: personNameSchema,
  last_name: personNameSchema,
  company_name: z.string().trim().max(fieldLimits.companyName).nullable().optional(),
  tax_id: z.string().trim().max(fieldLimits.taxId).nullable().optional(),
  phone: z.string().trim().max(fieldLimits.phone).nullable().optional(),
  birthdate: dateSchema.nullable().optional(),
  newsletter: z.boolean().optional(),
};

const addressPath = { address_id: idSchema };

/** A saved address as the customer gives it: the postcode must be one of the address's country. */
const isPostcodeOfCountry = (address: { postcode: string; country: string }) =>
  isPostcodeOf(address.postcode, address.country);
const notPostcodeOfCountry = { path: ['postcode'], message: 'Not a postcode of this country' };

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Log in with e-mail and password; wrong credentials answer error 401.',
    request: z.object({ email: emailSchema, password: z.string().min(1) }),
    response: customerSessionSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary:
      "Create a customer account and mail it; the same `ok` whether or not the e-mail has an account (its owner is mailed instead, nothing changes), so sign-up does not tell who is a customer. The new customer logs in afterwards. With `guest_order_number` the guest order of that number placed with the same e-mail becomes the account's (another e-mail answers 422 and creates nothing).",
    request: z.object({
      email: emailSchema,
      password: newPasswordSchema,
      accepts_terms: z.literal(true),
      ...profileFieldsShape,
      guest_order_number: z.optional(guestOrderNumberSchema),
    }),
    response: acknowledgementSchema,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    summary: 'Mail a reset link to /login/password-reset; answers ok even for unknown e-mails.',
    request: z.object({ email: emailSchema }),
    response: acknowledgementSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    summary: 'Set a new password with the token of the mailed link and log in.',
    request: z.object({ reset_token: z.string().min(1), password: passwordSchema }),
    response: customerSessionSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'customer',
    summary: 'Revoke the token.',
    request: emptyRequestSchema,
    response: acknowledgementSchema,
  }),
};

export const customerEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/customers/me',
    access: 'customer',
    summary: 'The logged-in customer (/accounts/profile, guards).',
    request: emptyRequestSchema,
    response: z.object({ customer: customerSchema }),
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/customers/me',
    access: 'customer',
    summary: 'Update the profile; field errors come back in `error.fields`.',
    request: z.object(profileFieldsShape),
    response: z.object({ customer: customerSchema }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/customers/me/password',
    access: 'customer',
    summary: 'Change the password, given the current one.',
    request: z.object({ current_password: z.string().min(1), new_password: passwordSchema }),
    response: acknowledgementSchema,
  }),
  requestDeletion: defineEndpoint({
    method: 'POST',
    path: '/customers/me/deletion-request',
    access: 'customer',
    summary:
      'Ask for the account to be deleted, confirmed with the password; customer service carries it out.',
    request: z.object({ password: z.string().min(1) }),
    response: acknowledgementSchema,
  }),
  listAddresses: defineEndpoint({
    method: 'GET',
    path: '/customers/me/addresses',
    access: 'customer',
    summary: 'Saved addresses, default first.',
    request: emptyRequestSchema,
    response: z.object({ addresses: z.array(addressSchema) }),
  }),
  createAddress: defineEndpoint({
    method: 'POST',
    path: '/customers/me/addresses',
    access: 'customer',
    summary: 'Save an address.',
    request: addressInputSchema
      .extend({ is_default: z.boolean().default(false) })
      .refine(isPostcodeOfCountry, notPostcodeOfCountry),
    response: z.object({ address: addressSchema }),
  }),
  updateAddress: defineEndpoint({
    method: 'POST',
    path: '/customers/me/addresses/{address_id}',
    access: 'customer',
    summary:
      "Change one of the customer's saved addresses (another's answers 404); `is_default: true` makes it the default, and the default stays the default otherwise.",
    request: addressInputSchema
      .extend({ ...addressPath, is_default: z.boolean().optional() })
      .refine(isPostcodeOfCountry, notPostcodeOfCountry),
    response: z.object({ address: addressSchema }),
  }),
  removeAddress: defineEndpoint({
    method: 'DELETE',
    path: '/customers/me/addresses/{address_id}',
    access: 'customer',
    summary: 'Delete a saved address.',
    request: z.object(addressPath),
    response: acknowledgementSchema,
  }),
};
