import { countrySitesOfBrand, routes } from '@shop/domain';
import { expect } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { CookieJar, postForm } from './testServer.ts';
import { routeExampleOf } from './routeExamples.ts';

/** The demo accounts of the mock product API, one of each kind (see the README). */
export const accountKinds = {
  anonymous: undefined,
  customer: 'demo@example.com',
  foticos: 'foticos@example.com',
  restricted: 'restricted@example.com',
} as const;

async function get(origin: string, path: string, jar: CookieJar) {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    headers: jar.header() ? { cookie: jar.header() } : {},
  });
  jar.take(response);
  await response.body?.cancel();
  return response;
}

/** A session logged in through the storefront's own sign-in endpoint. */
export async function loggedInSession(origin: string, email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  jar.take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${origin}/api/auth/callback/credentials`, {
    ...postForm(
      { email, password: 'demo1234', csrfToken, callbackUrl: '/', json: 'true' },
      { cookie: jar.header(), origin },
    ),
    redirect: 'manual',
  });
  jar.take(signIn);
  expect(signIn.status, `log in as ${email}`).toBe(200);
  return jar;
}

/**
 * Requests every route of the table on every country site's first site of the brand as each kind
 * of account, and follows every redirect a guard answers: each must end on a page that answers
 * 200. Returns how many redirects were followed.
 */
export async function expectRedirectsLandOnPages(
  origin: string,
  brandConfig: BrandConfig,
): Promise<number> {
  const [site] = countrySitesOfBrand(brandConfig.id);
  if (!site) throw new Error(`${brandConfig.displayName} has no country site`);
  let followed = 0;
  for (const [kind, email] of Object.entries(accountKinds)) {
    const jar = email ? await loggedInSession(origin, email) : new CookieJar();
    for (const route of routes) {
      const start = routeExampleOf(site, route.name);
      let path = start;
      let response = await get(origin, path, jar);
      for (let hop = 0; response.status === 302 && hop < 5; hop += 1) {
        followed += 1;
        const location = response.headers.get('location') ?? '';
        path = new URL(location, origin).pathname + new URL(location, origin).search;
        response = await get(origin, path, jar);
        expect(response.status, `${kind}: ${start} → ${path}`).not.toBe(404);
        // 403: the checkout of an account that may not order, a page saying why.
        expect([200, 302, 403], `${kind}: ${start} → ${path}`).toContain(response.status);
      }
    }
  }
  return followed;
}
