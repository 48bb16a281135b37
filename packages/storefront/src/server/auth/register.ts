import { guestOrderNumberSchema, signUpSchema } from '@shop/domain';
import { z } from 'zod';
import { errorResponse, issueFields } from '../api/http.ts';
import {
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

/** What a sign-up answers, whether or not the e-mail already had an account. */
const checkYourMail = { ok: true } as const;

/**
 * POST /register, not part of Auth.js either: creating an account (the login page's sign-up, and
 * the order-completed page's, which takes the guest order over). The answer is the same whether
 * or not the e-mail has an account (the product API mails the new customer, or the account's
 * owner), so sign-up does not tell who is a customer; the new customer logs in afterwards.
 * `json=true` answers `{ ok: true }`, a plain form post goes to the login page. 422 names a guest
 * order placed with another e-mail, 400 input the form's own schema refuses.
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
    await kit.throttle.attempt(c, parsed.data.email, 'register');
    try {
      await kit
        .productApiClient(c, undefined, kit.languageOf(callbackUrl))
        .call('auth.register', { ...parsed.data, customer_type: 'PERSON' });
      return wantsJson(c, fields)
        ? c.json(checkYourMail)
        : c.redirect(kit.loginPage(callbackUrl), 303);
    } catch (error) {
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
