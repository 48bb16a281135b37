import {
  apiErrorDetailSchema,
  createApiClient,
  guestOrderNumberSchema,
  isApiError,
  missingCsrfMessage,
  passwordSchema,
  routePath,
  sessionCustomerSchema,
  signUpSchema,
  type ApiError,
  type AuthProvider,
  type Customer,
} from '@shop/domain';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { countrySitesOf, type BrandConfig } from '../../brand.ts';
import { acceptBody, errorResponse, issueFields } from '../api/http.ts';
import { productApiBaseUrl } from '../proxy/upstream.ts';
import type { StorefrontEnv } from '../session/context.ts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { safeCallbackUrl } from './callbackUrl.ts';
import { isValidCsrfToken } from './csrf.ts';

export interface AuthRoutesOptions {
  /** The product API, as the server reaches it (`productApiFetch`). */
  readonly fetchProductApi: typeof fetch;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly defaultLanguage: string;
  /** Where the routes are mounted, for the provider URLs. */
  readonly basePath: string;
  /** The session's maximum age, shown as the Auth.js session's `expires`. */
  readonly sessionMaxAgeSeconds: number;
}

/** The one provider: e-mail and password checked by the product API's login endpoint. */
const credentialsProviderId = 'credentials';

/** Product API answers that mean the customer's input was refused (wrong password: 401). */
const refusedStatuses = [400, 401, 403, 422];

/**
 * Whether a failed product API call refused the customer's input (wrong credentials, a used reset
 * link) rather than failed on the server's side (network, timeout, 5xx, an answer of another shape).
 */
const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) &&
  (error.reason === 'invalid-request' ||
    ((error.reason === 'api' || error.reason === 'http') &&
      refusedStatuses.includes(error.upstreamStatus ?? 0)));

/** A state-changing POST without the session's CSRF token (sign-out answers the spec's own text). */
const invalidCsrfMessage = 'MissingCSRF: the CSRF token is missing or invalid';

const passwordResetFields = z.object({
  reset_token: z.string().min(1, 'The reset link has no token'),
  password: passwordSchema,
});

/** The sign-up form's fields as posted (tick boxes as `true`), with the guest order to take over. */
const signUpFields = z.object({
  ...signUpSchema.shape,
  guest_order_number: z.optional(guestOrderNumberSchema),
});
const ticked = (value: string | null) => value === 'true' || value === 'on';

/** The product API's own reason and fields from a refused call, when it gave them. */
function refusalDetail(error: ApiError): { message?: string; fields?: Record<string, string> } {
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
type AuthErrorCode = (typeof authErrorCodes)[number];

/**
 * The Auth.js protocol under `/api/auth` (spec section 7), with sessions in the storefront's sealed
 * cookie: GET /providers, /session, /csrf; POST /signin/{provider}, /callback/{provider}, /signout
 * (form-encoded; CSRF token bound to the session; `json=true` answers `{ url }`, otherwise 302).
 */
export function authRoutes(brandConfig: BrandConfig, options: AuthRoutesOptions) {
  const routes = new Hono<StorefrontEnv>();
  const form = acceptBody('form', options.maxBodyBytes);

  const homePath = (site: string) => `/${site}/`;
  const siteIds: readonly string[] = countrySitesOf(brandConfig).map((site) => site.id);
  const siteOf = (path: string) => {
    const first = path.split(/[/?#]/)[1] ?? '';
    return siteIds.includes(first) ? first : brandConfig.defaultCountrySite;
  };
  /** The storefront's login page on the callback's country site, with the Auth.js error. */
  const loginPage = (callbackUrl: string, error?: AuthErrorCode) => {
    const query = new URLSearchParams({ ...(error ? { error } : {}), callbackUrl });
    return `/${siteOf(callbackUrl)}${routePath('login')}?${query.toString()}`;
  };
  const callbackOf = (c: Context<StorefrontEnv>, value: string | null | undefined) =>
    safeCallbackUrl(value, c.var.publicOrigin, homePath(brandConfig.defaultCountrySite));

  /** The product API as this session's customer (or guest). */
  const productApiClient = (c: Context<StorefrontEnv>, token?: string, language?: string) =>
    createApiClient({
      mode: 'direct',
      baseUrl: productApiBaseUrl,
      fetch: options.fetchProductApi,
      // The guest session's id, so the product API can carry the guest's cart over to the customer.
      sessionId: c.var.sessionState.session.fotiApiClient,
      language: language ?? options.defaultLanguage,
      timeoutMs: options.timeoutMs,
      ...(token ? { token } : {}),
    });
  /** Signs the customer in: a new session (id and CSRF token) holding the customer and the token. */
  const startCustomerSession = (
    c: Context<StorefrontEnv>,
    { customer, token }: { customer: Customer; token: string },
  ) => {
    c.var.sessionState.rotate({
      customer: sessionCustomerSchema.parse(customer),
      token,
      updatedAt: new Date(),
    });
    c.var.logger.info({ customerId: customer.id }, 'Customer logged in');
  };

  const wantsJson = (c: Context, fields: URLSearchParams) =>
    fields.get('json') === 'true' || c.req.header('x-auth-return-redirect') === '1';
  const answer = (c: Context, json: boolean, url: string) =>
    json ? c.json({ url }) : c.redirect(url, 302);

  routes.get('/providers', (c) => {
    const origin = c.var.publicOrigin;
    const provider: AuthProvider = {
      id: credentialsProviderId,
      name: 'Credentials',
      type: 'credentials',
      signinUrl: `${origin}${options.basePath}/signin/${credentialsProviderId}`,
      callbackUrl: `${origin}${options.basePath}/callback/${credentialsProviderId}`,
    };
    return c.json({ [credentialsProviderId]: provider });
  });

  routes.get('/session', (c) => {
    const state = c.var.sessionState;
    const customer = c.var.session.customer;
    if (!state.isLoggedIn || !customer) return c.json(null);
    return c.json({
      user: {
        id: String(customer.id),
        name: `${customer.first_name} ${customer.last_name}`.trim(),
        email: customer.email,
      },
      customer,
      expires: new Date(state.createdAt + options.sessionMaxAgeSeconds * 1000).toISOString(),
    });
  });

  routes.get('/csrf', (c) => c.json({ csrfToken: c.var.sessionState.csrfToken }));

  // Auth.js's own pages are the storefront's login page.
  routes.get('/signin', (c) =>
    c.redirect(
      loginPage(callbackOf(c, c.req.query('callbackUrl')), knownError(c.req.query('error'))),
      302,
    ),
  );
  routes.get('/error', (c) =>
    c.redirect(
      loginPage(callbackOf(c, c.req.query('callbackUrl')), knownError(c.req.query('error'))),
      302,
    ),
  );

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

  const signIn = async (c: Context<StorefrontEnv>) => {
    const fields = new URLSearchParams(await c.req.text());
    const json = wantsJson(c, fields);
    if (c.req.param('provider') !== credentialsProviderId)
      return errorResponse(c, 400, 'InvalidProvider');
    const state = c.var.sessionState;
    if (!isValidCsrfToken(fields.get('csrfToken'), state.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const callbackUrl = callbackOf(c, fields.get('callbackUrl'));
    const email = fields.get('email') ?? '';
    const password = fields.get('password') ?? '';
    if (!email || !password) return answer(c, json, loginPage(callbackUrl, 'CredentialsSignin'));
    const account = email.trim().toLowerCase();
    const waitMs = await lockedFor(account, c.var.clientIp);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return errorResponse(c, 429, 'Too many failed logins: try again later');
    }

    try {
      startCustomerSession(c, await productApiClient(c).call('auth.login', { email, password }));
      await failedPerAccount.delete(account);
      return answer(c, json, callbackUrl);
    } catch (error) {
      if (isRefusal(error)) {
        await countFailure(account, c.var.clientIp);
        return answer(c, json, loginPage(callbackUrl, 'CredentialsSignin'));
      }
      c.var.logger.error({ err: error }, 'Login against the product API failed');
      const url = loginPage(callbackUrl, 'CallbackRouteError');
      return json ? c.json({ url }, 502) : c.redirect(url, 302);
    }
  };
  routes.post('/signin/:provider', form, signIn);
  routes.post('/callback/:provider', form, signIn);

  routes.post('/signout', form, async (c) => {
    const fields = new URLSearchParams(await c.req.text());
    const state = c.var.sessionState;
    if (!isValidCsrfToken(fields.get('csrfToken'), state.csrfToken))
      return errorResponse(c, 400, missingCsrfMessage);
    const callbackUrl = callbackOf(c, fields.get('callbackUrl'));
    const token = state.token;
    if (token) {
      // Revoking the token is best effort: the customer is logged out of the storefront either way.
      await productApiClient(c, token)
        .call('auth.logout', {})
        .catch((error: unknown) => c.var.logger.warn({ err: error }, 'Token revocation failed'));
    }
    state.rotate();
    return answer(c, wantsJson(c, fields), callbackUrl);
  });

  // Not part of Auth.js: the mailed reset link's page sets the new password here, because the product
  // API answers it with the customer's token, which stays on the server like a login's.
  routes.post('/password-reset', form, async (c) => {
    const fields = new URLSearchParams(await c.req.text());
    if (!isValidCsrfToken(fields.get('csrfToken'), c.var.sessionState.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const parsed = passwordResetFields.safeParse({
      reset_token: fields.get('reset_token') ?? '',
      password: fields.get('password') ?? '',
    });
    if (!parsed.success)
      return errorResponse(c, 400, 'Invalid password reset', issueFields(parsed.error.issues));
    const callbackUrl = callbackOf(c, fields.get('callbackUrl'));
    try {
      startCustomerSession(c, await productApiClient(c).call('auth.resetPassword', parsed.data));
      return answer(c, wantsJson(c, fields), callbackUrl);
    } catch (error) {
      if (isRefusal(error))
        return errorResponse(c, 400, 'This password reset link is no longer valid');
      c.var.logger.error({ err: error }, 'Password reset against the product API failed');
      return errorResponse(c, 502, 'The password could not be changed, please try again');
    }
  });

  // Not part of Auth.js either: creating an account (the login page's sign-up, and the
  // order-completed page's, which takes the guest order over) logs the new customer in at once.
  // 409 names a used e-mail, 422 an order placed with another e-mail, 400 input the form's own
  // schema refuses; the product API's `fields` come along so the form can mark them.
  routes.post('/register', form, async (c) => {
    const fields = new URLSearchParams(await c.req.text());
    if (!isValidCsrfToken(fields.get('csrfToken'), c.var.sessionState.csrfToken))
      return errorResponse(c, 403, invalidCsrfMessage);
    const guestOrderNumber = fields.get('guest_order_number');
    const parsed = signUpFields.safeParse({
      email: fields.get('email') ?? '',
      password: fields.get('password') ?? '',
      first_name: fields.get('first_name') ?? '',
      last_name: fields.get('last_name') ?? '',
      newsletter: ticked(fields.get('newsletter')),
      accepts_terms: ticked(fields.get('accepts_terms')),
      ...(guestOrderNumber ? { guest_order_number: guestOrderNumber } : {}),
    });
    if (!parsed.success)
      return errorResponse(c, 400, 'Invalid sign-up', issueFields(parsed.error.issues));
    const callbackUrl = callbackOf(c, fields.get('callbackUrl'));
    const site = countrySitesOf(brandConfig).find(
      (candidate) => candidate.id === siteOf(callbackUrl),
    );
    try {
      startCustomerSession(
        c,
        await productApiClient(c, undefined, site?.language).call('auth.register', {
          ...parsed.data,
          customer_type: 'PERSON',
        }),
      );
      return answer(c, wantsJson(c, fields), callbackUrl);
    } catch (error) {
      if (isApiError(error) && error.upstreamStatus === 409) {
        const detail = refusalDetail(error);
        return errorResponse(c, 409, 'This e-mail already has an account', {
          email: detail.fields?.email ?? 'Already registered',
        });
      }
      if (isRefusal(error)) {
        const detail = refusalDetail(error);
        return errorResponse(
          c,
          422,
          detail.message ?? 'The account could not be created',
          detail.fields,
        );
      }
      c.var.logger.error({ err: error }, 'Sign-up against the product API failed');
      return errorResponse(c, 502, 'The account could not be created, please try again');
    }
  });

  routes.all('*', (c) => errorResponse(c, 400, 'UnknownAction'));

  return routes;
}

function knownError(value: string | undefined): AuthErrorCode | undefined {
  return (authErrorCodes as readonly string[]).includes(value ?? '')
    ? (value as AuthErrorCode)
    : undefined;
}
