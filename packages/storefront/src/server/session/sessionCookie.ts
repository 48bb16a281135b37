import { sessionExpiredMessage, sessionSchema, type Session } from '@shop/domain';
import { defaults, seal, unseal } from 'iron-webcrypto';
import { LRUCache } from 'lru-cache';
import { customAlphabet } from 'nanoid';

/** What the sealed session cookie holds: the public session plus the server's secrets. */
export interface StoredSession {
  /** When the session was created (ms since epoch); beyond the maximum age it is refused. */
  readonly createdAt: number;
  /** CSRF token bound to this session, checked on the auth POSTs. */
  readonly csrfToken: string;
  /** The logged-in customer's product API bearer token; never sent to the browser. */
  readonly token?: string;
  readonly session: Session;
}

export interface SessionSealing {
  /** At least `sessionPasswordMinLength` characters; the same on every instance. */
  readonly password: string;
  readonly maxAgeSeconds: number;
}

/** The longest sealed session: browsers keep cookies up to 4,096 bytes with name and attributes. */
export const maxSealedLength = 3_900;

/** How far another instance's clock may be ahead when it sealed a session. */
const maxClockSkewMs = 60_000;

// iron-webcrypto's defaults carry the 32-character minimum password check: always start from them.
const sealOptions = ({ maxAgeSeconds }: SessionSealing, clockOffsetMs = 0) => ({
  ...defaults,
  ttl: maxAgeSeconds * 1000,
  localtimeOffsetMsec: clockOffsetMs,
});

/**
 * Seals a session in the iron format (`Fe26.2**…`, 8 parts, numeric expiry, HMAC integrity digest).
 * `clockOffsetMs` moves the sealing clock; tests use it to make cookies that are already expired.
 */
export async function sealSession(
  stored: StoredSession,
  sealing: SessionSealing,
  clockOffsetMs = 0,
): Promise<string> {
  const sealed = await seal(stored, sealing.password, sealOptions(sealing, clockOffsetMs));
  // Every field of the session is bounded (the domain's schemas) so this holds; a cookie larger
  // than browsers keep would silently log the customer out, or make every request fail (431).
  if (sealed.length > maxSealedLength)
    throw new Error(`A sealed session of ${sealed.length} characters would not fit a cookie`);
  return sealed;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.createdAt === 'number' &&
    Number.isFinite(candidate.createdAt) &&
    typeof candidate.csrfToken === 'string' &&
    candidate.csrfToken.length > 0 &&
    (candidate.token === undefined || typeof candidate.token === 'string') &&
    sessionSchema.safeParse(candidate.session).success
  );
}

/**
 * Opens a sealed session. Throws on a wrong format or prefix, a bad integrity digest, a foreign
 * password, a value that is not a session, and 'Session expired!' beyond the maximum age.
 */
export async function unsealSession(
  sealed: string,
  sealing: SessionSealing,
): Promise<StoredSession> {
  let value: unknown;
  const known = opened.get(sealed);
  if (known && known.password === sealing.password && !sealExpired(sealed)) {
    value = JSON.parse(known.json);
  } else {
    try {
      value = await unseal(sealed, sealing.password, sealOptions(sealing));
    } catch (error) {
      if (error instanceof Error && error.message === 'Expired seal')
        throw new Error(sessionExpiredMessage, { cause: error });
      throw error;
    }
    opened.set(sealed, { password: sealing.password, json: JSON.stringify(value) });
  }
  if (!isStoredSession(value)) throw new Error('Sealed value is not a session');
  // A session from the future would never expire: only a small clock skew between instances passes.
  if (value.createdAt > Date.now() + maxClockSkewMs)
    throw new Error('Sealed session was created in the future');
  if (Date.now() - value.createdAt > sealing.maxAgeSeconds * 1000)
    throw new Error(sessionExpiredMessage);
  return value;
}

/**
 * What cookies sealed with a password held, by cookie: opening one takes two PBKDF2 key derivations
 * and an HMAC, while a visitor sends the same cookie until the session changes. Only a cookie that
 * opened with that very password is known (its integrity was checked then); its own expiry and the
 * session's age are checked on every request as before. Kept as JSON, parsed afresh each time, so
 * no request can change what another one reads.
 */
const opened = new LRUCache<string, { password: string; json: string }>({ max: 10_000 });

/** iron's expiry field (ms since epoch, empty for none) has passed. */
function sealExpired(sealed: string): boolean {
  const expiration = sealed.split('*')[5];
  return expiration !== undefined && expiration !== '' && Number(expiration) <= Date.now();
}

/**
 * A random string of letters and digits from the platform's CSPRNG, without modulo bias (nanoid
 * draws from a pool of random bytes: one call to the CSPRNG serves many tokens).
 */
export const randomToken = customAlphabet(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
);

/** A new anonymous session; its id is the product API session id (`ext_session_id`). */
export function newStoredSession(
  sessionIdLength: number,
  keep: Partial<Session> = {},
): StoredSession {
  return {
    createdAt: Date.now(),
    csrfToken: randomToken(43),
    session: { ...keep, fotiApiClient: randomToken(sessionIdLength) },
  };
}

/**
 * Used when SESSION_PASSWORD is not set, with a warning at start: fine on a developer's machine,
 * never in production (anyone who reads this file could forge sessions).
 */
export const developmentSessionPassword = 'development-only-session-password-not-for-production';
