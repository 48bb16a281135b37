import type { Session } from '@shop/domain';
import type { Logger } from 'pino';
import type { CustomerTokens } from './customerTokens.ts';
import type { SessionState } from './sessionState.ts';

/**
 * What the server's middleware puts on the Hono context for every later handler, page rendering
 * included: `c.get('session')` is the visitor's session as `GET /api/session` shows it,
 * `c.get('secureHeadersNonce')` the nonce of this response's Content-Security-Policy.
 */
interface StorefrontVariables {
  /** The visitor's session without secrets; a fresh anonymous one when the cookie was missing or invalid. */
  session: Session;
  /** The session with its secrets, for the server's own handlers; see `sessionState.ts`. */
  sessionState: SessionState;
  /** Which customer tokens still stand; sign-out revokes the session's here too. */
  customerTokens: CustomerTokens;
  /**
   * Seals a changed session into its Set-Cookie now. A handler calls it before making its
   * response body: a header set after the body makes Hono rebuild the whole response.
   */
  commitSession: () => Promise<void>;
  /** Nonce for inline scripts and styles of this response (`<script nonce>`). */
  secureHeadersNonce?: string;
  /** This response's security headers, the policy with its nonce (see `securityHeaders`). */
  securityHeaders?: readonly (readonly [string, string])[];
  /**
   * Set by a handler that wrote its whole response to the socket itself (a page from the page
   * cache): the middleware after it has no response to add headers to.
   */
  sentDirectly?: true;
  /** Logger with the request's session id, user agent, referrer and URL bound. */
  logger: Logger;
  /** The client's address (behind our own proxies, the hop they wrote: `clientAddressOf`). */
  clientIp: string;
  /** The shop's own origin for links and the same-origin check (`publicOriginOf`). */
  publicOrigin: string;
}

export interface StorefrontEnv {
  Variables: StorefrontVariables;
}
