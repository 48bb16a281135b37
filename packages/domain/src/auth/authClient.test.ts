import { describe, expect, it } from 'vitest';
import { ClientApiRequestsDisabledError } from '../errors.ts';
import {
  AuthError,
  createAuthClient,
  invalidSessionProviderMessage,
  missingCsrfMessage,
} from './authClient.ts';

interface Recorded {
  method: string;
  url: URL;
  form: URLSearchParams;
  headers: Headers;
}

interface FakeAuthServer {
  providers?: unknown;
  providersStatus?: number;
  session?: unknown;
  csrf?: unknown;
  csrfStatus?: number;
  signinError?: string;
}

/** A small Auth.js-like backend answering the endpoints the client calls, recording what it receives. */
function fakeAuthServer(server: FakeAuthServer = {}) {
  const requests: Recorded[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    requests.push({
      method: init?.method ?? 'GET',
      url,
      form,
      headers: new Headers(init?.headers),
    });
    const path = url.pathname.replace(/^\/api\/auth/, '');
    if (path === '/providers') {
      return json(
        server.providers ?? {
          credentials: {
            id: 'credentials',
            name: 'E-mail',
            type: 'credentials',
            signinUrl: '/api/auth/signin/credentials',
            callbackUrl: '/api/auth/callback/credentials',
          },
          google: {
            id: 'google',
            name: 'Google',
            type: 'oidc',
            signinUrl: '/api/auth/signin/google',
            callbackUrl: '/api/auth/callback/google',
          },
        },
        server.providersStatus,
      );
    }
    if (path === '/session') return json(server.session ?? null);
    if (path === '/csrf') return json(server.csrf ?? { csrfToken: 'token-1' }, server.csrfStatus);
    if (path.startsWith('/callback/') || path.startsWith('/signin/')) {
      if (form.get('csrfToken') !== 'token-1')
        return json({ url: 'https://shop.example/api/auth/signin?error=MissingCSRF' });
      const error = server.signinError ? `?error=${server.signinError}` : '';
      return json({ url: `${form.get('callbackUrl') ?? ''}${error}` });
    }
    if (path === '/signout') return json({ url: form.get('callbackUrl') });
    if (path === '/password-reset') {
      if (form.get('reset_token') !== 'reset-1') return json({ message: 'link expired' }, 400);
      return json({ url: form.get('callbackUrl') });
    }
    if (path === '/register') {
      if (form.get('guest_order_number') === 'WPXES-9999')
        return json(
          {
            error: {
              error_code: 4000,
              message: 'No guest order with this number was placed with this e-mail',
              fields: { email: 'Not the e-mail of the order' },
            },
          },
          422,
        );
      return json({ ok: true });
    }
    return json({ message: 'not found' }, 404);
  };
  return { fetcher, requests };
}

const baseUrl = 'https://shop.example/api/auth/';

async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('auth client', () => {
  it('lists providers', async () => {
    const { fetcher, requests } = fakeAuthServer();
    const providers = await createAuthClient({ fetch: fetcher, baseUrl }).getProviders();
    expect(Object.keys(providers)).toEqual(['credentials', 'google']);
    expect(requests[0]?.url.href).toBe('https://shop.example/api/auth/providers');
  });

  it('reads the session with its callback URL and forwards configured headers', async () => {
    const session = {
      user: { name: 'Ana', email: 'ana@example.com' },
      expires: '2026-12-22T00:00:00Z',
    };
    const { fetcher, requests } = fakeAuthServer({ session });
    const client = createAuthClient({
      fetch: fetcher,
      baseUrl,
      headers: { cookie: 'shop_session=abc' },
    });
    expect(await client.getSession({ callbackUrl: '/es-es/cart' })).toEqual(session);
    expect(requests[0]?.url.searchParams.get('callbackUrl')).toBe('/es-es/cart');
    expect(requests[0]?.headers.get('cookie')).toBe('shop_session=abc');
    expect(requests[0]?.method).toBe('GET');
  });

  it('answers null without a session, {} included', async () => {
    expect(
      await createAuthClient({ fetch: fakeAuthServer().fetcher, baseUrl }).getSession(),
    ).toBeNull();
    expect(
      await createAuthClient({
        fetch: fakeAuthServer({ session: {} }).fetcher,
        baseUrl,
      }).getSession(),
    ).toBeNull();
  });

  it('throws SessionRequired with the sign-in URL when a session is required', async () => {
    const error = await rejection(
      createAuthClient({ fetch: fakeAuthServer().fetcher, baseUrl }).getSession({
        required: true,
        callbackUrl: '/es-es/accounts/home',
      }),
    );
    expect(error).toMatchObject({ type: 'SessionRequired', status: 401 });
    expect(error.signInUrl).toBe(
      'https://shop.example/api/auth/signin?callbackUrl=%2Fes-es%2Faccounts%2Fhome&error=SessionRequired',
    );
  });

  it("rejects a session provider's malformed answer", async () => {
    const error = await rejection(
      createAuthClient({
        fetch: fakeAuthServer({ session: { user: 'ana' } }).fetcher,
        baseUrl,
      }).getSession(),
    );
    expect(error).toMatchObject({
      type: 'InvalidSessionProvider',
      status: 500,
      message: invalidSessionProviderMessage,
    });
    expect(error.message).toBe('Session provider it`s invalid');
  });

  it('fetches the CSRF token, or nothing when the endpoint fails', async () => {
    expect(
      await createAuthClient({ fetch: fakeAuthServer().fetcher, baseUrl }).getCsrfToken(),
    ).toBe('token-1');
    expect(
      await createAuthClient({
        fetch: fakeAuthServer({ csrfStatus: 500 }).fetcher,
        baseUrl,
      }).getCsrfToken(),
    ).toBeUndefined();
    expect(
      await createAuthClient({
        fetch: fakeAuthServer({ csrf: {} }).fetcher,
        baseUrl,
      }).getCsrfToken(),
    ).toBeUndefined();
  });

  it('signs in with credentials through the callback endpoint, form-encoded', async () => {
    const { fetcher, requests } = fakeAuthServer();
    const answer = await createAuthClient({ fetch: fetcher, baseUrl }).signIn('credentials', {
      callbackUrl: '/es-es/accounts/home',
      credentials: { email: 'ana@example.com', password: 's3cret&=' },
    });
    expect(answer).toEqual({ url: '/es-es/accounts/home' });
    const post = requests.at(-1);
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/auth/callback/credentials');
    expect(post?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      email: 'ana@example.com',
      password: 's3cret&=',
      csrfToken: 'token-1',
      callbackUrl: '/es-es/accounts/home',
      json: 'true',
    });
  });

  it('starts OAuth providers at the sign-in endpoint', async () => {
    const { fetcher, requests } = fakeAuthServer();
    await createAuthClient({ fetch: fetcher, baseUrl }).signIn('google', { callbackUrl: '/es-es' });
    expect(requests.at(-1)?.url.pathname).toBe('/api/auth/signin/google');
  });

  it('reports the Auth.js error carried by the answer URL', async () => {
    const { fetcher } = fakeAuthServer({ signinError: 'CredentialsSignin' });
    const answer = await createAuthClient({ fetch: fetcher, baseUrl }).signIn('credentials', {
      callbackUrl: '/es-es',
    });
    expect(answer).toEqual({ url: '/es-es?error=CredentialsSignin', error: 'CredentialsSignin' });
  });

  it('signs in without a token when the CSRF endpoint fails, and the backend refuses it', async () => {
    const { fetcher } = fakeAuthServer({ csrfStatus: 500 });
    const answer = await createAuthClient({ fetch: fetcher, baseUrl }).signIn('credentials', {
      callbackUrl: '/es-es',
    });
    expect(answer.error).toBe('MissingCSRF');
  });

  it('refuses a missing or unknown provider with InvalidProvider 400', async () => {
    const client = createAuthClient({ fetch: fakeAuthServer().fetcher, baseUrl });
    expect(await rejection(client.signIn(undefined, { callbackUrl: '/' }))).toMatchObject({
      type: 'InvalidProvider',
      status: 400,
    });
    expect(await rejection(client.signIn('', { callbackUrl: '/' }))).toMatchObject({
      type: 'InvalidProvider',
      status: 400,
    });
    expect(await rejection(client.signIn('github', { callbackUrl: '/' }))).toMatchObject({
      type: 'InvalidProvider',
      status: 400,
    });
  });

  it('answers InvalidProvider 500 when the providers cannot be read', async () => {
    const failing = createAuthClient({
      fetch: fakeAuthServer({ providersStatus: 503 }).fetcher,
      baseUrl,
    });
    expect(await rejection(failing.signIn('credentials', { callbackUrl: '/' }))).toMatchObject({
      type: 'InvalidProvider',
      status: 500,
    });
    const malformed = createAuthClient({
      fetch: fakeAuthServer({ providers: ['credentials'] }).fetcher,
      baseUrl,
    });
    expect(await rejection(malformed.signIn('credentials', { callbackUrl: '/' }))).toMatchObject({
      type: 'InvalidProvider',
      status: 500,
    });
  });

  it('signs out with the CSRF token, form-encoded', async () => {
    const { fetcher, requests } = fakeAuthServer();
    expect(
      await createAuthClient({ fetch: fetcher, baseUrl }).signOut({ callbackUrl: '/es-es' }),
    ).toEqual({ url: '/es-es' });
    const post = requests.at(-1);
    expect(post?.url.pathname).toBe('/api/auth/signout');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      csrfToken: 'token-1',
      callbackUrl: '/es-es',
      json: 'true',
    });
  });

  it("refuses to sign out without a CSRF token: 400 'Could not fetch CSRF Token for signing out'", async () => {
    const { fetcher, requests } = fakeAuthServer({ csrfStatus: 500 });
    const error = await rejection(
      createAuthClient({ fetch: fetcher, baseUrl }).signOut({ callbackUrl: '/es-es' }),
    );
    expect(error).toMatchObject({ type: 'MissingCSRF', status: 400, message: missingCsrfMessage });
    expect(error.message).toBe('Could not fetch CSRF Token for signing out');
    expect(requests.some((request) => request.url.pathname.endsWith('/signout'))).toBe(false);
  });

  it('sets a new password with the reset token and CSRF token, form-encoded', async () => {
    const { fetcher, requests } = fakeAuthServer();
    const client = createAuthClient({ fetch: fetcher, baseUrl });
    expect(
      await client.resetPassword({
        resetToken: 'reset-1',
        password: 'new password',
        callbackUrl: '/es-es/accounts',
      }),
    ).toEqual({ url: '/es-es/accounts' });
    const post = requests.at(-1);
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/auth/password-reset');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      reset_token: 'reset-1',
      password: 'new password',
      csrfToken: 'token-1',
      callbackUrl: '/es-es/accounts',
      json: 'true',
    });
    const refused = await rejection(
      client.resetPassword({ resetToken: 'used', password: 'new password', callbackUrl: '/' }),
    );
    expect(refused).toMatchObject({ type: 'RequestFailed', status: 400 });
  });

  it('creates an account with the CSRF token, form-encoded, and reads the refused fields', async () => {
    const { fetcher, requests } = fakeAuthServer();
    const client = createAuthClient({ fetch: fetcher, baseUrl });
    const account = {
      email: 'nora@example.com',
      password: 'summer2026',
      firstName: 'Nora',
      lastName: 'Vidal',
      newsletter: true,
      acceptsTerms: true,
      guestOrderNumber: 'WPXES-1001',
      callbackUrl: '/es-es/accounts/orders',
    };
    await expect(client.signUp(account)).resolves.toBeUndefined();
    const post = requests.at(-1);
    expect(post?.url.pathname).toBe('/api/auth/register');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      email: 'nora@example.com',
      password: 'summer2026',
      first_name: 'Nora',
      last_name: 'Vidal',
      newsletter: 'true',
      accepts_terms: 'true',
      guest_order_number: 'WPXES-1001',
      csrfToken: 'token-1',
      callbackUrl: '/es-es/accounts/orders',
      json: 'true',
    });
    const otherOrder = await rejection(
      client.signUp({ ...account, guestOrderNumber: 'WPXES-9999' }),
    );
    expect(otherOrder).toMatchObject({
      type: 'RequestFailed',
      status: 422,
      fields: { email: 'Not the e-mail of the order' },
    });
  });

  it('turns a failed request into RequestFailed with its status', async () => {
    const error = await rejection(
      createAuthClient({
        fetch: fakeAuthServer({ providersStatus: 502 }).fetcher,
        baseUrl,
      }).getProviders(),
    );
    expect(error).toMatchObject({ type: 'RequestFailed', status: 502 });
  });

  it('makes no request at all when client-side requests are disabled', async () => {
    const { fetcher, requests } = fakeAuthServer();
    const client = createAuthClient({ fetch: fetcher, baseUrl, enabled: false });
    await expect(client.getProviders()).rejects.toThrow(ClientApiRequestsDisabledError);
    await expect(client.getSession()).rejects.toThrow(ClientApiRequestsDisabledError);
    await expect(client.getCsrfToken()).rejects.toThrow(ClientApiRequestsDisabledError);
    await expect(client.signIn('credentials', { callbackUrl: '/' })).rejects.toThrow(
      ClientApiRequestsDisabledError,
    );
    await expect(client.signOut({ callbackUrl: '/' })).rejects.toThrow(
      ClientApiRequestsDisabledError,
    );
    await expect(
      client.resetPassword({ resetToken: 'reset-1', password: 'secret12', callbackUrl: '/' }),
    ).rejects.toThrow(ClientApiRequestsDisabledError);
    expect(requests).toHaveLength(0);
  });

  it('builds the sign-in URL with and without an error', () => {
    const client = createAuthClient({ fetch: fakeAuthServer().fetcher, baseUrl: '/api/auth' });
    expect(client.signInUrl('/es-es')).toBe('/api/auth/signin?callbackUrl=%2Fes-es');
    expect(client.signInUrl('/es-es', 'SessionRequired')).toBe(
      '/api/auth/signin?callbackUrl=%2Fes-es&error=SessionRequired',
    );
  });
});
