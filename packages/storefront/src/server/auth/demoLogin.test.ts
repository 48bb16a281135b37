import { createAuthClient, createApiClient } from '@shop/domain';
import { embeddedProductApi } from '@shop/mocks/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, startTestServer, type TestServer } from '../../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ productApi: embeddedProductApi });
});
afterAll(() => server.close());

/** The domain's clients as the browser uses them, with the visitor's cookies. */
function clients(jar: CookieJar) {
  const fetchWithJar: typeof fetch = (input, init) =>
    server.fetch(
      (input instanceof Request ? input.url : String(input)).replace(server.origin, ''),
      init ?? {},
      jar,
    );
  return {
    auth: createAuthClient({ fetch: fetchWithJar, baseUrl: `${server.origin}/api/auth` }),
    api: createApiClient({
      mode: 'proxy',
      proxyUrl: `${server.origin}/api/proxy`,
      fetch: fetchWithJar,
    }),
  };
}

describe('the demo account on the embedded mock product API', () => {
  it('logs in with the domain auth client, reads the profile through the proxy and logs out', async () => {
    const jar = new CookieJar();
    const { auth, api } = clients(jar);
    expect(Object.keys(await auth.getProviders())).toEqual(['credentials']);
    expect(await auth.getSession()).toBeNull();

    const signedIn = await auth.signIn('credentials', {
      callbackUrl: '/es-es/accounts',
      credentials: { email: 'demo@example.com', password: 'demo1234' },
    });
    expect(signedIn).toEqual({ url: '/es-es/accounts' });
    const session = await auth.getSession();
    expect(session?.user?.email).toBe('demo@example.com');

    const profile = await api.call('customers.getProfile', {});
    expect(profile.customer.email).toBe('demo@example.com');

    expect(await auth.signOut({ callbackUrl: '/es-es/' })).toEqual({ url: '/es-es/' });
    expect(await auth.getSession()).toBeNull();
  });

  it('refuses a wrong password with CredentialsSignin', async () => {
    const { auth } = clients(new CookieJar());
    const answer = await auth.signIn('credentials', {
      callbackUrl: '/es-es/',
      credentials: { email: 'demo@example.com', password: 'wrong-password' },
    });
    expect(answer.error).toBe('CredentialsSignin');
    expect(await auth.getSession()).toBeNull();
  });

  it('answers catalogue calls through the proxy', async () => {
    const { api } = clients(new CookieJar());
    const result = await api.call('catalogue.listArticles', {});
    expect(Array.isArray(result.articles)).toBe(true);
  });
});
