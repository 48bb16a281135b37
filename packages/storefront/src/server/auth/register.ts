import { guestOrderNumberSchema, isApiError, signUpSchema } from '@shop/domain';
import { z } from 'zod';
import { errorResponse, issueFields } from '../api/http.ts';
import {
  answer,
  formFields,
  invalidCsrfMessage,
  isRefusal,
  refusalDetail,
  wantsJson,
  type AuthContext,
  type AuthKit,
} from './authKit.ts';
import { isValidCsrfToken } from './csrf.ts';

/** The sign-up form's fields as posted (tick boxes as `true`), with the guest order to take over. */
const signUpFields = z.object({
  ...signUpSchema.shape,
  guest_order_number: z.optional(guestOrderNumberSchema),
});
const ticked = (value: string | null) => value === 'true' || value === 'on';

const signUpOf = (fields: URLSearchParams) => {
  const guestOrderNumber = fields.get('guest_order_number');
  return signUpFields.safeParse({
    email: fields.get('email') ?? '',
    password: fields.get('password') ?? '',
    first_name: fields.get('first_name') ?? '',
    last_name: fields.get('last_name') ?? '',
    newsletter: ticked(fields.get('newsletter')),
    accepts_terms: ticked(fields.get('accepts_terms')),
    ...(guestOrderNumber ? { guest_order_number: guestOrderNumber } : {}),
  });
};

/**
 * POST /register, not part of Auth.js either: creating an account (the login page's sign-up, and
 * the order-completed page's, which takes the guest order over) logs the new customer in at once.
 * 409 names a used e-mail, 422 an order placed with another e-mail, 400 input the form's own
 * schema refuses; the product API's `fields` come along so the form can mark them.
 */
export function register(kit: AuthKit) {
  return async (c: AuthContext) => {
    const fields = await formFields(c);
    if (!isValidCsrfToken(fields.get('csrfToken'), c.var.sessionState.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const parsed = signUpOf(fields);
    if (!parsed.success)
      return errorResponse(c, 400, 'Invalid sign-up', issueFields(parsed.error.issues));
    const callbackUrl = kit.callbackOf(c, fields.get('callbackUrl'));
    await kit.throttle.attempt(parsed.data.email, c.var.clientIp, 'register');
    try {
      kit.startCustomerSession(
        c,
        await kit
          .productApiClient(c, undefined, kit.languageOf(callbackUrl))
          .call('auth.register', { ...parsed.data, customer_type: 'PERSON' }),
      );
      return answer(c, wantsJson(c, fields), callbackUrl);
    } catch (error) {
      if (isApiError(error) && error.upstreamStatus === 409) {
        const detail = refusalDetail(error);
        return errorResponse(c, 409, 'This e-mail already has an account', {
          email: detail.fields?.email ?? 'Already registered',
        });
      }
      if (isRefusal(error)) {
        const detail = refusalDetail(error);
        return errorResponse(
          c,
          422,
          detail.message ?? 'The account could not be created',
          detail.fields,
        );
      }
      c.var.logger.error({ err: error }, 'Sign-up against the product API failed');
      return errorResponse(c, 502, 'The account could not be created, please try again');
    }
  };
}
