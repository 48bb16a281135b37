import { cookies } from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { StorefrontEnv } from './context.ts';
import {
  newStoredSession,
  sealSession,
  unsealSession,
  type SessionSealing,
  type StoredSession,
} from './sessionCookie.ts';
import type { CustomerTokens } from './customerTokens.ts';
import { SessionState } from './sessionState.ts';
import { lazyLogger } from '../logging/logger.ts';

export interface SessionConfig extends SessionSealing {
  readonly sessionIdLength: number;
  /** The Secure cookie flag; only a local HTTP development setup turns it off. */
  readonly secureCookies: boolean;
  /** Whether a session's customer token still stands (sign-out revokes it). */
  readonly customerTokens: CustomerTokens;
}

/**
 * Reads the sealed session cookie into `c.get('session')` / `c.get('sessionState')`. A missing,
 * tampered, foreign-password or expired cookie gives a fresh anonymous session (never an error).
 * A changed session, or a fresh one something depends on, is sealed back into the cookie (see
 * `SessionState`): when the handler calls `c.var.commitSession()` before making its body, else
 * after the handler.
 */
export function sessionMiddleware(config: SessionConfig): MiddlewareHandler<StorefrontEnv> {
  return async (c, next) => {
    const sealed = getCookie(c, cookies.session.name);
    let stored: StoredSession | undefined;
    if (sealed) {
      try {
        stored = await unsealSession(sealed, config);
      } catch (error) {
        c.get('logger').info(
          { reason: error instanceof Error ? error.message : String(error) },
          'Discarded the session cookie',
        );
      }
    }
    const state = new SessionState(stored ?? newStoredSession(config.sessionIdLength), {
      fresh: stored === undefined,
      sessionIdLength: config.sessionIdLength,
      onChange: (session) => c.set('session', session),
    });
    // A copy of the cookie from before a sign-out: anonymous from now on, and the browser's replaced.
    if (stored?.token && !(await config.customerTokens.isLive(stored.token))) {
      c.get('logger').info({ reason: 'Customer signed out' }, 'Discarded the session cookie');
      state.rotate();
    }
    c.set('customerTokens', config.customerTokens);
    // A write may store something under the session's id (a cart line, a consent): keep it.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') state.keep();
    c.set('sessionState', state);
    c.set('session', state.session);
    const requestLogger = c.get('logger');
    const sessionId = state.session.fotiApiClient;
    c.set(
      'logger',
      lazyLogger(() => requestLogger.child({ sessionId })),
    );
    // What the cookie holds as written in this request, so it is not sealed twice.
    let written: StoredSession | undefined;
    c.set('commitSession', async () => {
      if (!state.changed || written === state.stored) return;
      written = state.stored;
      await writeSessionCookie(c, state, config);
    });

    await next();

    // Handlers that build their body themselves commit first (Set-Cookie before the body keeps
    // Hono's response as made); a change after that, or in any other handler, is written here.
    if (state.changed && written !== state.stored) await writeSessionCookie(c, state, config);
  };
}

async function writeSessionCookie(
  c: Context<StorefrontEnv>,
  state: SessionState,
  config: SessionConfig,
) {
  setCookie(c, cookies.session.name, await sealSession(state.stored, config), {
    path: cookies.session.path,
    secure: config.secureCookies,
    httpOnly: cookies.session.httpOnly,
    sameSite: cookies.session.sameSite,
    maxAge: config.maxAgeSeconds,
  });
}
