import {
  answer,
  credentialsProviderId,
  formFields,
  invalidCsrfMessage,
  isRefusal,
  wantsJson,
  type AuthContext,
  type AuthKit,
} from './authKit.ts';
import { errorResponse } from '../api/http.ts';
import { isValidCsrfToken } from './csrf.ts';

/** POST /signin/{provider} and /callback/{provider}: e-mail and password against the product API. */
export function signIn(kit: AuthKit) {
  return async (c: AuthContext) => {
    const fields = await formFields(c);
    const json = wantsJson(c, fields);
    if (c.req.param('provider') !== credentialsProviderId)
      return errorResponse(c, 400, 'InvalidProvider');
    const state = c.var.sessionState;
    if (!isValidCsrfToken(fields.get('csrfToken'), state.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const callbackUrl = kit.callbackOf(c, fields.get('callbackUrl'));
    const email = fields.get('email') ?? '';
    const password = fields.get('password') ?? '';
    if (!email || !password)
      return answer(c, json, kit.loginPage(callbackUrl, 'CredentialsSignin'));
    // Slowed by recent attempts on this account and from this address, never refused.
    await kit.throttle.attempt(c, email, 'signin');

    try {
      kit.startCustomerSession(
        c,
        await kit.productApiClient(c).call('auth.login', { email, password }),
      );
      await kit.throttle.forgive(email, c.var.clientIp);
      return answer(c, json, callbackUrl);
    } catch (error) {
      if (isRefusal(error)) return answer(c, json, kit.loginPage(callbackUrl, 'CredentialsSignin'));
      c.var.logger.error({ err: error }, 'Login against the product API failed');
      const url = kit.loginPage(callbackUrl, 'CallbackRouteError');
      return json ? c.json({ url }, 502) : c.redirect(url, 302);
    }
  };
}
