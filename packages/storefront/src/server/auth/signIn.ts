import { RateLimiterMemory } from 'rate-limiter-flexible';
import { errorResponse } from '../api/http.ts';
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
import { isValidCsrfToken } from './csrf.ts';

/** POST /signin/{provider} and /callback/{provider}: e-mail and password against the product API. */
export function signIn(kit: AuthKit) {
  // Failed sign-ins per account and per client address, over 15 minutes: a password cannot be
  // guessed faster than this (kept per instance; see the README on several instances).
  const failedPerAccount = new RateLimiterMemory({ points: 10, duration: 15 * 60 });
  const failedPerAddress = new RateLimiterMemory({ points: 50, duration: 15 * 60 });
  /** Milliseconds until this account or address may try again, or 0. */
  const lockedFor = async (account: string, address: string) => {
    const [byAccount, byAddress] = await Promise.all([
      failedPerAccount.get(account),
      failedPerAddress.get(address),
    ]);
    return Math.max(
      ...[byAccount, byAddress].map((state) =>
        state && state.remainingPoints <= 0 ? state.msBeforeNext : 0,
      ),
    );
  };
  const countFailure = (account: string, address: string) =>
    Promise.allSettled([failedPerAccount.consume(account), failedPerAddress.consume(address)]);

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
    const account = email.trim().toLowerCase();
    const waitMs = await lockedFor(account, c.var.clientIp);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return errorResponse(c, 429, 'Too many failed logins: try again later');
    }

    try {
      kit.startCustomerSession(
        c,
        await kit.productApiClient(c).call('auth.login', { email, password }),
      );
      await failedPerAccount.delete(account);
      return answer(c, json, callbackUrl);
    } catch (error) {
      if (isRefusal(error)) {
        await countFailure(account, c.var.clientIp);
        return answer(c, json, kit.loginPage(callbackUrl, 'CredentialsSignin'));
      }
      c.var.logger.error({ err: error }, 'Login against the product API failed');
      const url = kit.loginPage(callbackUrl, 'CallbackRouteError');
      return json ? c.json({ url }, 502) : c.redirect(url, 302);
    }
  };
}
