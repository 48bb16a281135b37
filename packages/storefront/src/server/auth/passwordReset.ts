import { passwordSchema } from '@shop/domain';
import { z } from 'zod';
import { errorResponse, issueFields } from '../api/http.ts';
import {
  answer,
  formFields,
  invalidCsrfMessage,
  isRefusal,
  wantsJson,
  type AuthContext,
  type AuthKit,
} from './authKit.ts';
import { isValidCsrfToken } from './csrf.ts';

const passwordResetFields = z.object({
  reset_token: z.string().min(1, 'The reset link has no token'),
  password: passwordSchema,
});

/**
 * POST /password-reset, not part of Auth.js: the mailed reset link's page sets the new password
 * here, because the product API answers it with the customer's token, which stays on the server
 * like a login's.
 */
export function passwordReset(kit: AuthKit) {
  return async (c: AuthContext) => {
    const fields = await formFields(c);
    if (!isValidCsrfToken(fields.get('csrfToken'), c.var.sessionState.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const parsed = passwordResetFields.safeParse({
      reset_token: fields.get('reset_token') ?? '',
      password: fields.get('password') ?? '',
    });
    if (!parsed.success)
      return errorResponse(c, 400, 'Invalid password reset', issueFields(parsed.error.issues));
    const callbackUrl = kit.callbackOf(c, fields.get('callbackUrl'));
    // A reset token is guessed like a password: its attempts are the token's "account".
    await kit.throttle.attempt(c, `reset:${parsed.data.reset_token}`, 'password-reset');
    try {
      kit.startCustomerSession(
        c,
        await kit.productApiClient(c).call('auth.resetPassword', parsed.data),
      );
      return answer(c, wantsJson(c, fields), callbackUrl);
    } catch (error) {
      if (isRefusal(error))
        return errorResponse(c, 400, 'This password reset link is no longer valid');
      c.var.logger.error({ err: error }, 'Password reset against the product API failed');
      return errorResponse(c, 502, 'The password could not be changed, please try again');
    }
  };
}
