import {
  apiErrorDetailSchema,
  createApiClient,
  isApiError,
  routePath,
  sessionCustomerSchema,
  type ApiError,
  type Customer,
} from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { countrySitesOf, type BrandConfig } from '../../brand.ts';
import { acceptBody } from '../api/http.ts';
import { productApiBaseUrl } from '../proxy/upstream.ts';
import type { StorefrontEnv } from '../session/context.ts';
import type { AttemptThrottle } from './attemptThrottle.ts';
import { safeCallbackUrl } from './callbackUrl.ts';

export interface AuthRoutesOptions {
  /** The product API, as the server reaches it (`productApiFetch`, made once at start-up). */
  readonly fetchProductApi: typeof fetch;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly defaultLanguage: string;
  /** Where the routes are mounted, for the provider URLs. */
  readonly basePath: string;
  /** The session's maximum age, shown as the Auth.js session's `expires`. */
  readonly sessionMaxAgeSeconds: number;
  /** The server's one throttle of guessing, shared with the proxy's password-reset requests. */
  readonly throttle: AttemptThrottle;
}

export type AuthContext = Context<StorefrontEnv>;

/** The one provider: e-mail and password checked by the product API's login endpoint. */
export const credentialsProviderId = 'credentials';

/** A state-changing POST without the session's CSRF token (sign-out answers the spec's own text). */
export const invalidCsrfMessage = 'MissingCSRF: the CSRF token is missing or invalid';

/** Product API answers that mean the customer's input was refused (wrong password: 401). */
const refusedStatuses = [400, 401, 403, 422];

/**
 * Whether a failed product API call refused the customer's input (wrong credentials, a used reset
 * link) rather than failed on the server's side (network, timeout, 5xx, an answer of another shape).
 */
export const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) &&
  (error.reason === 'invalid-request' ||
    ((error.reason === 'api' || error.reason === 'http') &&
      refusedStatuses.includes(error.upstreamStatus ?? 0)));

/** The product API's own reason and fields from a refused call, when it gave them. */
export function refusalDetail(error: ApiError): {
  message?: string;
  fields?: Record<string, string>;
} {
  const detail = apiErrorDetailSchema.safeParse(error.data);
  return detail.success ? { message: detail.data.message, fields: detail.data.fields } : {};
}

// belongs in @shop/domain: the Auth.js error types of the login page, next to `authErrorTypes`.
/** Auth.js error types the login page shows (`?error=`). */
const authErrorCodes = [
  'CredentialsSignin',
  'CallbackRouteError',
  'SessionRequired',
  'MissingCSRF',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export function knownError(value: string | undefined): AuthErrorCode | undefined {
  return (authErrorCodes as readonly string[]).includes(value ?? '')
    ? (value as AuthErrorCode)
    : undefined;
}

/** The posted form's fields (the body was limited and typed by `form`). */
export const formFields = async (c: AuthContext) => new URLSearchParams(await c.req.text());

/** Whether the caller wants `{ url }` rather than a redirect (Auth.js's `json=true`). */
export const wantsJson = (c: AuthContext, fields: URLSearchParams) =>
  fields.get('json') === 'true' || c.req.header('x-auth-return-redirect') === '1';

export const answer = (c: AuthContext, json: boolean, url: string) =>
  json ? c.json({ url }) : c.redirect(url, 302);

/** What every auth endpoint shares: the brand's sites, the product API, the session's customer. */
export interface AuthKit {
  readonly options: AuthRoutesOptions;
  /** Form-encoded bodies of limited size only. */
  readonly form: MiddlewareHandler<StorefrontEnv>;
  /** Slows guessing on sign-in, registration and password reset alike. */
  readonly throttle: AttemptThrottle;
  /** The country site a path belongs to (its first segment), else the brand's default. */
  siteOf(path: string): string;
  /** The product API language (the locale) of the country site a path belongs to. */
  languageOf(path: string): string | undefined;
  /** The storefront's login page on the callback's country site, with the Auth.js error. */
  loginPage(callbackUrl: string, error?: AuthErrorCode): string;
  /** A callbackUrl on this site, else the default country site's home. */
  callbackOf(c: AuthContext, value: string | null | undefined): string;
  /** The product API as this session's customer (or guest). */
  productApiClient(
    c: AuthContext,
    token?: string,
    language?: string,
  ): ReturnType<typeof createApiClient>;
  /** Signs the customer in: a new session (id and CSRF token) holding the customer and the token. */
  startCustomerSession(c: AuthContext, login: { customer: Customer; token: string }): void;
}

export function authKit(brandConfig: BrandConfig, options: AuthRoutesOptions): AuthKit {
  const sites = countrySitesOf(brandConfig);
  const siteIds: readonly string[] = sites.map((site) => site.id);
  const siteOf = (path: string) => {
    const first = path.split(/[/?#]/)[1] ?? '';
    return siteIds.includes(first) ? first : brandConfig.defaultCountrySite;
  };
  return {
    options,
    form: acceptBody('form', options.maxBodyBytes),
    throttle: options.throttle,
    siteOf,
    languageOf: (path) => sites.find((site) => site.id === siteOf(path))?.locale,
    loginPage: (callbackUrl, error) => {
      const query = new URLSearchParams({ ...(error ? { error } : {}), callbackUrl });
      return `/${siteOf(callbackUrl)}${routePath('login')}?${query.toString()}`;
    },
    callbackOf: (c, value) =>
      safeCallbackUrl(value, c.var.publicOrigin, `/${brandConfig.defaultCountrySite}/`),
    productApiClient: (c, token, language) =>
      createApiClient({
        mode: 'direct',
        baseUrl: productApiBaseUrl,
        fetch: options.fetchProductApi,
        // The guest session's id, so the product API can carry the guest's cart over to the customer.
        sessionId: c.var.sessionState.session.fotiApiClient,
        language: language ?? options.defaultLanguage,
        timeoutMs: options.timeoutMs,
        ...(token ? { token } : {}),
      }),
    startCustomerSession: (c, { customer, token }) => {
      c.var.sessionState.rotate({
        customer: sessionCustomerSchema.parse(customer),
        token,
        updatedAt: new Date(),
      });
      c.var.logger.info({ customerId: customer.id }, 'Customer logged in');
    },
  };
}
