import type { Session, SessionCustomer } from '@shop/domain';
import { newStoredSession, type StoredSession } from './sessionCookie.ts';

/**
 * The request's session with its secrets. Handlers change it through these methods; the session
 * middleware seals it into the cookie after the handler when anything changed.
 *
 * A visitor without a cookie gets a fresh session that is sealed only once something depends on
 * it (a write, a CSRF token handed out, an affiliate hit, a change): reading pages as an
 * anonymous visitor costs no sealing and sets no cookie.
 */
export class SessionState {
  #stored: StoredSession;
  #changed = false;
  readonly #fresh: boolean;
  #kept = false;
  readonly #sessionIdLength: number;
  readonly #onChange: (session: Session) => void;

  constructor(
    stored: StoredSession,
    options: { fresh: boolean; sessionIdLength: number; onChange: (session: Session) => void },
  ) {
    this.#stored = stored;
    this.#fresh = options.fresh;
    this.#sessionIdLength = options.sessionIdLength;
    this.#onChange = options.onChange;
  }

  /** The public session (what `GET /api/session` answers). */
  get session(): Session {
    return this.#stored.session;
  }

  /** Handing the token out binds it to this session, which must then be kept. */
  get csrfToken(): string {
    this.keep();
    return this.#stored.csrfToken;
  }

  /** Whether the visitor came without a (valid) session: nothing can be stored under its id yet. */
  get isFresh(): boolean {
    return this.#fresh && !this.#kept && !this.#changed;
  }

  /** Something now depends on this session's id or token: seal it even if nothing changed. */
  keep(): void {
    this.#kept = true;
  }

  /** The product API bearer token of the logged-in customer. */
  get token(): string | undefined {
    return this.#stored.token;
  }

  get createdAt(): number {
    return this.#stored.createdAt;
  }

  get isLoggedIn(): boolean {
    return this.#stored.token !== undefined && this.#stored.session.customer != null;
  }

  /** Whether the cookie has to be written at the end of the request. */
  get changed(): boolean {
    return this.#changed || (this.#fresh && this.#kept);
  }

  get stored(): StoredSession {
    return this.#stored;
  }

  /** Merges public fields (consent, screen, analytics, customer copy); the id never changes here. */
  update(fields: Partial<Omit<Session, 'fotiApiClient'>>): void {
    this.#replace({
      ...this.#stored,
      session: {
        ...this.#stored.session,
        ...fields,
        fotiApiClient: this.#stored.session.fotiApiClient,
      },
    });
  }

  /**
   * Starts a new session (new id, new CSRF token, new age) keeping the visitor's consent, screen
   * and analytics fields; used on login and logout so no id or token outlives a change of customer.
   */
  rotate(customer?: { customer: SessionCustomer; token: string; updatedAt: Date }): void {
    const {
      customer: _previousCustomer,
      updateDateCustomer: _previousDate,
      fotiApiClient: _previousId,
      ...kept
    } = this.#stored.session;
    const fresh = newStoredSession(this.#sessionIdLength, kept);
    this.#replace(
      customer
        ? {
            ...fresh,
            token: customer.token,
            session: {
              ...fresh.session,
              customer: customer.customer,
              updateDateCustomer: customer.updatedAt.toISOString(),
            },
          }
        : fresh,
    );
  }

  #replace(stored: StoredSession): void {
    this.#stored = stored;
    this.#changed = true;
    this.#onChange(stored.session);
  }
}
