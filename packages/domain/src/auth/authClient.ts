import { apiErrorEnvelopeSchema } from '../api/errors.ts';
import { ClientApiRequestsDisabledError, ShopError } from '../errors.ts';
import type { AuthProvider, AuthSession } from './authAnswers.ts';

export type { AuthProvider } from './authAnswers.ts';

/** The answers' checks, imported with the first answer (the auth client runs on page load). */
const answers = () => import('./authAnswers.ts');

export type AuthErrorType =
  | 'InvalidProvider'
  | 'MissingCSRF'
  | 'SessionRequired'
  | 'InvalidSessionProvider'
  | 'RequestFailed';

/** An auth failure with its Auth.js-style type and the HTTP status it maps to. */
export class AuthError extends ShopError {
  readonly type: AuthErrorType;
  /** For SessionRequired: where to send the customer to sign in. */
  readonly signInUrl?: string;
  /** The fields the storefront's answer named (a used e-mail on sign-up), when it named any. */
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    type: AuthErrorType,
    message: string,
    status: number,
    signInUrl?: string,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message, status);
    this.name = 'AuthError';
    this.type = type;
    if (signInUrl !== undefined) this.signInUrl = signInUrl;
    this.fields = fields;
  }
}

export const missingCsrfMessage = 'Could not fetch CSRF Token for signing out';
export const invalidSessionProviderMessage = 'Session provider it`s invalid';

export interface AuthClientOptions {
  /** The fetch to use (the browser's, Node's, or a test's); never a global read inside the client. */
  readonly fetch: typeof fetch;
  /** Base of the auth endpoints, e.g. `/api/auth` in the browser or an absolute URL on the server. */
  readonly baseUrl: string;
  /** Headers sent with every request (the server forwards the customer's cookie). */
  readonly headers?: Readonly<Record<string, string>>;
  /** False when client-side API requests are disabled: every call then throws before fetching. */
  readonly enabled?: boolean;
}

interface SignInOptions {
  readonly callbackUrl: string;
  /** Credentials provider fields (e.g. email and password), sent as form fields. */
  readonly credentials?: Readonly<Record<string, string>>;
}

interface PasswordResetOptions {
  readonly resetToken: string;
  readonly password: string;
  readonly callbackUrl: string;
}

/** A new account's fields (the domain's `signUpSchema`), and the guest order it takes over. */
interface SignUpOptions {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly newsletter: boolean;
  readonly acceptsTerms: boolean;
  /** The number of the guest order placed with this e-mail that the account takes over. */
  readonly guestOrderNumber?: string;
  /** A page of the country site the customer signs up on: the mail is in its language. */
  readonly callbackUrl: string;
}

interface AuthRedirect {
  /** Where Auth.js sends the customer next. */
  readonly url: string;
  /** Auth.js error type read from the returned URL (`?error=CredentialsSignin`), if any. */
  readonly error?: string;
}

export interface AuthClient {
  getProviders(): Promise<Record<string, AuthProvider>>;
  /** The session, or null; with `required`, a missing session throws SessionRequired instead. */
  getSession(options?: { callbackUrl?: string; required?: boolean }): Promise<AuthSession | null>;
  getCsrfToken(): Promise<string | undefined>;
  signIn(provider: string | undefined, options: SignInOptions): Promise<AuthRedirect>;
  signOut(options: { callbackUrl: string }): Promise<AuthRedirect>;
  /**
   * Sets a new password with the token of the mailed reset link and signs the customer in (the
   * storefront's own `/password-reset`, next to the Auth.js endpoints: the product API answers it
   * with the customer's token, which only the server may hold). A refused token is a 400.
   */
  resetPassword(options: PasswordResetOptions): Promise<AuthRedirect>;
  /**
   * Creates an account (the storefront's own `/register`); the customer is mailed and logs in
   * afterwards. It resolves the same whether or not the e-mail had an account (that account's
   * owner is mailed instead). A guest order of another e-mail is a 422, refused input a 400; the
   * error's `fields` name the fields.
   */
  signUp(options: SignUpOptions): Promise<void>;
  /** The sign-in page with callback and error, as Auth.js builds it. */
  signInUrl(callbackUrl: string, error?: string): string;
}

function formBody(fields: Readonly<Record<string, string>>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields));
}

function redirectAnswer(url: string): AuthRedirect {
  const error = URL.canParse(url, 'https://site.invalid')
    ? new URL(url, 'https://site.invalid').searchParams.get('error')
    : null;
  return error ? { url, error } : { url };
}

/**
 * Calls an endpoint under the auth base: JSON back, a form posted; a failed status is an
 * AuthError with the API's message and refused fields.
 */
function requesterOf({
  fetcher,
  base,
  headers,
  enabled,
}: {
  fetcher: AuthClientOptions['fetch'];
  base: string;
  headers: Record<string, string>;
  enabled: boolean;
}) {
  return async function request(
    path: string,
    init: { method?: 'GET' | 'POST'; query?: Record<string, string>; form?: URLSearchParams } = {},
  ): Promise<unknown> {
    if (!enabled) throw new ClientApiRequestsDisabledError();
    const search = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    const url = `${base}${path}${search}`;
    const response = await fetcher(url, {
      method: init.method ?? 'GET',
      headers: {
        ...headers,
        Accept: 'application/json',
        ...(init.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: init.form.toString() } : {}),
    });
    if (!response.ok) {
      const envelope = apiErrorEnvelopeSchema.safeParse(await response.json().catch(() => null));
      throw new AuthError(
        'RequestFailed',
        envelope.success ? envelope.data.error.message : `Auth request failed ${url}`,
        response.status,
        undefined,
        envelope.success ? envelope.data.error.fields : undefined,
      );
    }
    return (await response.json()) as unknown;
  };
}

type AuthRequest = ReturnType<typeof requesterOf>;

/**
 * The session of an answer of `/session`: none when it is empty, unless the page requires one
 * (then a SessionRequired error leading to `signInHref`).
 */
async function sessionFrom(answer: unknown, signInHref: string | null) {
  const empty = answer === null || (typeof answer === 'object' && Object.keys(answer).length === 0);
  if (empty) {
    if (signInHref !== null) {
      throw new AuthError('SessionRequired', 'SessionRequired', 401, signInHref);
    }
    return null;
  }
  const { authSessionSchema } = await answers();
  const parsed = authSessionSchema.safeParse(answer);
  if (!parsed.success)
    throw new AuthError('InvalidSessionProvider', invalidSessionProviderMessage, 500);
  return parsed.data;
}

/** The providers a sign-in may use; when they cannot be read, a server-side failure. */
async function providersFor(request: AuthRequest): Promise<Record<string, AuthProvider>> {
  try {
    const { authProvidersSchema } = await answers();
    return authProvidersSchema.parse(await request('/providers'));
  } catch (error) {
    if (error instanceof ClientApiRequestsDisabledError) throw error;
    // The provider cannot be checked: a server-side failure, not the customer's.
    throw new AuthError('InvalidProvider', 'InvalidProvider', 500);
  }
}

/** The form of `/register`, in the product API's field names. */
function signUpForm(
  { guestOrderNumber, callbackUrl, ...account }: SignUpOptions,
  csrfToken: string,
): URLSearchParams {
  return formBody({
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
    newsletter: String(account.newsletter),
    accepts_terms: String(account.acceptsTerms),
    ...(guestOrderNumber ? { guest_order_number: guestOrderNumber } : {}),
    csrfToken,
    callbackUrl,
    json: 'true',
  });
}

/** Client of the Auth.js-style endpoints under `/api/auth` (spec section 7); runs anywhere fetch exists. */
export function createAuthClient({
  fetch: fetcher,
  baseUrl,
  headers = {},
  enabled = true,
}: AuthClientOptions): AuthClient {
  const base = baseUrl.replace(/\/+$/, '');
  const request = requesterOf({ fetcher, base, headers, enabled });

  async function getCsrfToken(): Promise<string | undefined> {
    try {
      const { csrfSchema } = await answers();
      const parsed = csrfSchema.safeParse(await request('/csrf'));
      return parsed.success ? parsed.data.csrfToken : undefined;
    } catch (error) {
      if (error instanceof ClientApiRequestsDisabledError) throw error;
      return undefined;
    }
  }

  function signInUrl(callbackUrl: string, error?: string): string {
    const query = new URLSearchParams({ callbackUrl, ...(error ? { error } : {}) });
    return `${base}/signin?${query.toString()}`;
  }

  return {
    async getProviders() {
      const { authProvidersSchema } = await answers();
      return authProvidersSchema.parse(await request('/providers'));
    },

    async getSession({ callbackUrl, required = false } = {}) {
      const answer = await request('/session', callbackUrl ? { query: { callbackUrl } } : {});
      return sessionFrom(
        answer,
        required ? signInUrl(callbackUrl ?? '/', 'SessionRequired') : null,
      );
    },

    getCsrfToken,

    async signIn(provider, { callbackUrl, credentials = {} }) {
      if (!provider) throw new AuthError('InvalidProvider', 'InvalidProvider', 400);
      const providers = await providersFor(request);
      const chosen = providers[provider];
      if (!chosen) throw new AuthError('InvalidProvider', 'InvalidProvider', 400);
      const csrfToken = (await getCsrfToken()) ?? '';
      // Credentials are posted to the callback; OAuth and e-mail providers start at sign-in.
      const action = chosen.type === 'credentials' ? 'callback' : 'signin';
      const answer = await request(`/${action}/${encodeURIComponent(chosen.id)}`, {
        method: 'POST',
        form: formBody({ ...credentials, csrfToken, callbackUrl, json: 'true' }),
      });
      return redirectAnswer((await answers()).redirectAnswerSchema.parse(answer).url);
    },

    async signOut({ callbackUrl }) {
      const csrfToken = await getCsrfToken();
      if (!csrfToken) throw new AuthError('MissingCSRF', missingCsrfMessage, 400);
      const answer = await request('/signout', {
        method: 'POST',
        form: formBody({ csrfToken, callbackUrl, json: 'true' }),
      });
      return redirectAnswer((await answers()).redirectAnswerSchema.parse(answer).url);
    },

    async resetPassword({ resetToken, password, callbackUrl }) {
      const csrfToken = (await getCsrfToken()) ?? '';
      const answer = await request('/password-reset', {
        method: 'POST',
        form: formBody({ reset_token: resetToken, password, csrfToken, callbackUrl, json: 'true' }),
      });
      return redirectAnswer((await answers()).redirectAnswerSchema.parse(answer).url);
    },

    async signUp(options) {
      const csrfToken = (await getCsrfToken()) ?? '';
      const answer = await request('/register', {
        method: 'POST',
        form: signUpForm(options, csrfToken),
      });
      (await answers()).acknowledgedSchema.parse(answer);
    },

    signInUrl,
  };
}
