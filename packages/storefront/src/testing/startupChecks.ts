import { hrefOf } from '@shop/domain';
import type { ServerResponse } from 'node:http';
import { expect, it } from 'vitest';
import { demoCustomer } from './customerPage.ts';
import { startProductApiStandIn } from './productApiStandIn.ts';
import { siteStartFailure, startSite } from './startSite.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

type Fault = 'error' | 'malformed' | 'wrongType' | 'oversized' | 'reset' | 'hang';
const faults: readonly Fault[] = ['error', 'malformed', 'wrongType', 'oversized', 'reset', 'hang'];

/** How a failing product API answers (or does not) for each kind of fault. */
function answerWith(fault: Fault, response: ServerResponse) {
  const answer = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  if (fault === 'hang') return;
  if (fault === 'reset') return response.socket?.destroy();
  if (fault === 'error')
    return answer(500, 'application/json', '{"error":{"error_code":500,"message":"down"}}');
  if (fault === 'malformed') return answer(200, 'application/json', '{"cart":');
  if (fault === 'wrongType') return answer(200, 'text/html', '<html>maintenance</html>');
  answer(200, 'application/json', `{"padding":"${'x'.repeat(5 * 1024 * 1024)}"}`);
}

/** A customer signs in while the product API fails: the answer the login form reads. */
async function signInDuringFault(
  at: (path: string, init?: RequestInit) => Promise<Response>,
  origin: string,
) {
  const csrf = await at('/api/auth/csrf');
  const cookie = csrf.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return at('/api/auth/callback/credentials', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      cookie,
    },
    body: new URLSearchParams({
      email: demoCustomer.email,
      password: demoCustomer.password,
      csrfToken,
      json: 'true',
    }).toString(),
  });
}

/**
 * The site as a process: what it refuses to start without, how it answers while the product API
 * fails in every way, and its workers.
 */
export function startupChecks({ siteDir, home, t }: StorefrontChecks) {
  it('refuses to start in production without its own session password or a chosen product API, saying why in one line', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SESSION_PASSWORD: '' }, /cannot start: Set SESSION_PASSWORD/],
      [{ EMBEDDED_PRODUCT_API: '' }, /cannot start: Set PRODUCT_API_URL to the product API/],
      [
        { EMBEDDED_PRODUCT_API: '', PRODUCT_API_URL: 'localhost:9999' },
        /cannot start: PRODUCT_API_URL must be an http or https URL/,
      ],
      [{ SESSION_PASSWORD: 'too-short' }, /cannot start: SESSION_PASSWORD must have at least 32/],
    ];
    for (const [env, problem] of cases) {
      const { code, output } = await siteStartFailure(siteDir, env);
      expect(code, output).toBe(1);
      expect(output.trim().split('\n'), output).toEqual([expect.stringMatching(problem)]);
    }
  });

  it('answers within its deadlines when the product API fails in any way, stays up and logs it', async () => {
    let fault: Fault = 'error';
    const upstream = await startProductApiStandIn((request, response) => {
      request.resume();
      answerWith(fault, response);
    });
    const failing = await startSite(siteDir, {
      EMBEDDED_PRODUCT_API: '',
      PRODUCT_API_URL: upstream.url,
      PROXY_TIMEOUT_MS: '1500',
    });
    const at = (path: string, init?: RequestInit) =>
      fetch(`${failing.origin}${path}`, { redirect: 'manual', ...init });
    try {
      for (const kind of faults) {
        fault = kind;
        const started = Date.now();
        const login = await at(hrefOf(home, 'login'));
        expect(login.status, kind).toBe(200);
        expect(await login.text()).toContain(t('account:login.submit'));
        // The checkout's guards cannot decide without the cart: the error screen, not a crash.
        const checkout = await at(hrefOf(home, 'checkout'));
        expect(checkout.status, kind).toBe(503);
        expect(checkout.headers.get('content-type')).toContain('text/html');
        expect(await checkout.text()).toContain(t('errors:serverError.refresh'));
        // The browser's product API calls: 504 when it hangs, else 502, with a generic body.
        const proxied = await at('/api/proxy', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: failing.origin },
          body: JSON.stringify({ path: '/cart', method: 'GET' }),
        });
        expect(proxied.status, kind).toBe(kind === 'hang' ? 504 : 502);
        // Signing in: the login page again with the error the login form shows, never a 500.
        const signIn = await signInDuringFault(at, failing.origin);
        expect(signIn.status, kind).toBe(502);
        expect(((await signIn.json()) as { url: string }).url).toContain(
          'error=CallbackRouteError',
        );
        // Two pages wait 3 s for the product API at most, the proxy and login 1.5 s each here:
        // 9 s, plus room for a loaded machine; without deadlines a hang would never answer.
        expect(Date.now() - started, kind).toBeLessThan(20_000);
        expect((await at('/api/session')).status, `${kind}: the server is up`).toBe(200);
      }
      expect(failing.output()).toContain('The cart for the page’s guards failed to load');
      expect(failing.output()).toContain('Login against the product API failed');
    } finally {
      await failing.stop();
      upstream.close();
    }
  }, 90_000);

  it('serves from one worker per core against a real product API, replaces a dead one and stops them all', async () => {
    const upstream = await startProductApiStandIn((request, response) => {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"error_code":500,"message":"down"}}');
    });
    const site = await startSite(siteDir, {
      EMBEDDED_PRODUCT_API: '',
      PRODUCT_API_URL: upstream.url,
      WEB_CONCURRENCY: '2',
    });
    const workers = () =>
      [...site.output().matchAll(/storefront on \S+ .*\(process (\d+)\)/g)].map(([, pid]) =>
        Number(pid),
      );
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      await expect.poll(() => workers().length, { timeout: 20_000 }).toBe(2);
      const [first] = workers();
      if (first === undefined) throw new Error('No worker started');
      process.kill(first, 'SIGKILL');
      await expect.poll(() => workers().length, { timeout: 20_000 }).toBe(3);
      for (let request = 0; request < 6; request += 1)
        expect((await fetch(`${site.origin}${hrefOf(home, 'login')}`)).status).toBe(200);
      await site.stop();
      expect(workers().filter(alive)).toEqual([]);
    } finally {
      await site.stop();
      upstream.close();
    }
  }, 60_000);
}
