import { missingCsrfMessage } from '@shop/domain';
import { errorResponse } from '../api/http.ts';
import { answer, formFields, wantsJson, type AuthContext, type AuthKit } from './authKit.ts';
import { isValidCsrfToken } from './csrf.ts';

/** POST /signout: revokes the customer's token and starts a new anonymous session. */
export function signOut(kit: AuthKit) {
  return async (c: AuthContext) => {
    const fields = await formFields(c);
    const state = c.var.sessionState;
    if (!isValidCsrfToken(fields.get('csrfToken'), state.csrfToken))
      return errorResponse(c, 400, missingCsrfMessage);
    const callbackUrl = kit.callbackOf(c, fields.get('callbackUrl'));
    const token = state.token;
    if (token) {
      c.var.customerTokens.revoke(token);
      // Revoking the token is best effort: the customer is logged out of the storefront either way.
      await kit
        .productApiClient(c, token)
        .call('auth.logout', {})
        .catch((error: unknown) => c.var.logger.warn({ err: error }, 'Token revocation failed'));
    }
    state.rotate();
    return answer(c, wantsJson(c, fields), callbackUrl);
  };
}
