import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { countrySitesOfBrand, hrefOf } from '@shop/domain';
import { db } from '@shop/mocks';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { expectCountrySiteInItsLanguage } from './siteLanguages.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { accountKinds, expectRedirectsLandOnPages, loggedInSession } from './guardRedirects.ts';
import {
  probeBadInputs,
  probeCrossSiteWrites,
  probeKeepAlive,
  probeOpenRedirects,
  probeProxyEscapes,
  probeSealedSessions,
  describeSecurityProbes,
} from './probes.ts';
import { accountJourneys } from './accountJourneys.ts';
import { layoutJourneys } from './layoutJourneys.ts';
import { siteUnderTest, type StorefrontSuiteContext } from './siteUnderTest.ts';
import { siteStartFailure, startSite } from './startSite.ts';

/**
 * Starts one built site and a Chromium for a test file, and checks what every brand's
 * storefront must do; `more` adds the brand's own journeys with the same site and browser.
 */
export function describeStorefront(
  siteDir: string,
  brandConfig: BrandConfig,
  more?: (context: StorefrontSuiteContext) => void,
) {
  const context = siteUnderTest(siteDir);
  const home = defaultCountrySiteOf(brandConfig);
  const countrySites = countrySitesOfBrand(brandConfig.id);
  // The tests read the page as a customer does: by the labels of the default country site's language.
  const t = i18nFor(home.language).t;

  const origin = () => context.site().origin;
  const newPage = () => openCustomerPage(context.browser());

  describe(`${brandConfig.displayName} storefront`, () => {
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
      type Fault = 'error' | 'malformed' | 'wrongType' | 'oversized' | 'reset' | 'hang';
      let fault: Fault = 'error';
      const upstream = createServer((request, response) => {
        request.resume();
        const answer = (status: number, type: string, body: string) => {
          response.writeHead(status, { 'content-type': type });
          response.end(body);
        };
        if (fault === 'hang') return;
        if (fault === 'reset') return request.socket.destroy();
        if (fault === 'error')
          return answer(500, 'application/json', '{"error":{"error_code":500,"message":"down"}}');
        if (fault === 'malformed') return answer(200, 'application/json', '{"cart":');
        if (fault === 'wrongType') return answer(200, 'text/html', '<html>maintenance</html>');
        answer(200, 'application/json', `{"padding":"${'x'.repeat(5 * 1024 * 1024)}"}`);
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      const { port } = upstream.address() as AddressInfo;
      const failing = await startSite(siteDir, {
        EMBEDDED_PRODUCT_API: '',
        PRODUCT_API_URL: `http://127.0.0.1:${port}/v1`,
        PROXY_TIMEOUT_MS: '1500',
      });
      const at = (path: string, init?: RequestInit) =>
        fetch(`${failing.origin}${path}`, { redirect: 'manual', ...init });
      try {
        for (const kind of [
          'error',
          'malformed',
          'wrongType',
          'oversized',
          'reset',
          'hang',
        ] as const) {
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
          const csrf = await at('/api/auth/csrf');
          const cookie = csrf.headers
            .getSetCookie()
            .map((header) => header.split(';')[0])
            .join('; ');
          const { csrfToken } = (await csrf.json()) as { csrfToken: string };
          const signIn = await at('/api/auth/callback/credentials', {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: failing.origin,
              cookie,
            },
            body: new URLSearchParams({
              email: 'demo@example.com',
              password: 'demo1234',
              csrfToken,
              json: 'true',
            }).toString(),
          });
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
        upstream.closeAllConnections();
        upstream.close();
      }
    }, 90_000);

    it('serves from one worker per core against a real product API, replaces a dead one and stops them all', async () => {
      const upstream = createServer((request, response) => {
        request.resume();
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":{"error_code":500,"message":"down"}}');
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      const { port } = upstream.address() as AddressInfo;
      const site = await startSite(siteDir, {
        EMBEDDED_PRODUCT_API: '',
        PRODUCT_API_URL: `http://127.0.0.1:${port}/v1`,
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

    it('tells a customer who may not order, at the checkout, why and whom to write to (403)', async () => {
      const jar = await loggedInSession(origin(), accountKinds.restricted);
      const design = db.designs.find((candidate) => candidate.owner_customer_id === null);
      const added = await fetch(`${origin()}/api/proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: origin(), cookie: jar.header() },
        body: JSON.stringify({
          path: '/cart/lines',
          method: 'POST',
          // A design of the shop on its article: customizable articles are sold with one.
          body: { article_id: String(design?.article_id), design_id: String(design?.id) },
        }),
      });
      jar.take(added);
      expect(added.status).toBe(200);
      const checkout = await fetch(`${origin()}${hrefOf(home, 'checkout')}`, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      expect(checkout.status).toBe(403);
      const html = await checkout.text();
      expect(html).toContain(t('errors:refused.orders-not-allowed.heading'));
      expect(html).toContain(`href="${hrefOf(home, 'contact')}"`);
      // The contact page it points to answers this customer (no tickets: the form itself).
      const contact = await fetch(`${origin()}${hrefOf(home, 'contact')}`, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      expect(contact.status).toBe(200);
    });

    it('lands every redirect a guard answers on a page that exists, for every kind of account', async () => {
      const followed = await expectRedirectsLandOnPages(origin(), brandConfig);
      console.warn(
        `${brandConfig.displayName}: ${followed} guard redirects followed, each to a page`,
      );
      expect(followed).toBeGreaterThan(10);
    }, 60_000);

    describe('under attack', () => {
      const report = (family: string, cases: number) =>
        console.warn(
          `${brandConfig.displayName} probes, ${family}: ${cases} cases, 0 accepted, 0 server errors`,
        );

      it('takes no tampered, truncated, expired, foreign or oversized session cookie', async () => {
        report('sealed sessions', await probeSealedSessions(origin()));
      }, 60_000);

      it('answers every bad input to every endpoint with a 4xx', async () => {
        report('bad inputs', await probeBadInputs(origin()));
      }, 60_000);

      it('never lets the proxy reach another host or a path off its allowlist', async () => {
        let calls = 0;
        const upstream = createServer((_request, response) => {
          calls += 1;
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{}');
        });
        upstream.listen(0, '127.0.0.1');
        await once(upstream, 'listening');
        const { port } = upstream.address() as AddressInfo;
        const site = await startSite(siteDir, {
          EMBEDDED_PRODUCT_API: '',
          PRODUCT_API_URL: `http://127.0.0.1:${port}/v1`,
        });
        try {
          report('proxy escapes', await probeProxyEscapes(site.origin, () => calls));
        } finally {
          await site.stop();
          upstream.close();
        }
      }, 60_000);

      it('keeps every sign-in and sign-out redirect on the site', async () => {
        report('open redirects', await probeOpenRedirects(origin()));
      });

      it('keeps a keep-alive client working after a body it refuses unread', async () => {
        report('keep-alive', await probeKeepAlive(origin()));
      });

      it('refuses writes without the session’s CSRF token or from another site', async () => {
        report('cross-site writes', await probeCrossSiteWrites(origin()));
      });

      describeSecurityProbes(siteDir, home.pathPrefix);
    });

    it('sends / to the country site of the visitor, else the default one', async () => {
      const plain = await fetch(`${origin()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': 'xx' },
      });
      expect(plain.status).toBe(302);
      expect(plain.headers.get('location')).toBe(home.pathPrefix);
      const last = countrySites.at(-1);
      if (!last) throw new Error('The brand has no country site');
      const negotiated = await fetch(`${origin()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': `${last.locale},en;q=0.5` },
      });
      expect(negotiated.headers.get('location')).toBe(last.pathPrefix);
    });

    it.each(countrySites.map((countrySite) => [countrySite.id, countrySite] as const))(
      'renders every built page of %s in its language: html lang, title, description, no English sentence',
      async (_id, countrySite) => {
        const { routes, rendered } = await expectCountrySiteInItsLanguage(origin(), countrySite);
        // Every page; the checkout only for an account with a cart (else it sends to the cart).
        expect(rendered).toBeGreaterThanOrEqual(routes - 1);
      },
    );

    it.each(countrySites.slice(0, 2).map((countrySite) => [countrySite.id, countrySite] as const))(
      'server-renders the home page of %s with hreflang for every country site',
      async (_id, countrySite) => {
        const response = await fetch(`${origin()}${countrySite.pathPrefix}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${countrySite.language}">`);
        const alternates = [
          ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
        ].map((match) => match[1]);
        expect(alternates).toHaveLength(countrySites.length + 1);
        expect(new Set(alternates)).toEqual(
          new Set([...countrySites.map((site) => site.locale), 'x-default']),
        );
        expect(html).toContain(`<link rel="canonical" href="${origin()}${countrySite.pathPrefix}"`);
      },
    );

    it('hydrates the home page without console errors', async () => {
      const { page, errors, close } = await newPage();
      const response = await page.goto(`${origin()}${home.pathPrefix}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });

    it.each(['/cart', '/login', '/contact'])(
      'loads %s and what it fetches after hydrating without anything the content security policy refuses',
      async (path) => {
        const { page, errors, close } = await newPage();
        await page.goto(`${origin()}${home.pathPrefix}${path}`);
        await hydrated(page);
        // What the page loads after hydrating too: the API's endpoint rules, linked screens.
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
        await close();
      },
    );

    it('lets the page show the embedded mock’s pictures from the address the server listens on', async () => {
      const response = await fetch(`${origin()}${home.pathPrefix}`);
      const imageSources = /img-src ([^;]*)/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      expect(imageSources?.split(' ')).toContain(origin());
      expect(await response.text()).toContain(`src="${origin()}/mock-product-api/`);
    });

    it('reloads once when the next page’s chunk is gone after a deploy, and reports nothing', async () => {
      const { page, close } = await newPage();
      await page.goto(`${origin()}${home.pathPrefix}`);
      await hydrated(page);
      // The files of this build are gone until the browser loads a new document.
      let deployed = true;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) deployed = false;
      });
      await page.route('**/assets/**', (route) =>
        deployed ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
      );
      const logged: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/log')) logged.push(request.postData() ?? '');
      });
      // A page below the fold: its chunk is fetched only when its link comes into view.
      const reloaded = page.waitForEvent('load');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('shop:nav.tracking') })
        .click();
      await reloaded;
      await hydrated(page);
      expect(page.url()).toBe(`${origin()}${hrefOf(home, 'tracking')}`);
      await page.getByRole('heading', { level: 1, name: t('tracking:lookup.title') }).waitFor();
      expect(logged).toEqual([]);
      await close();
    });

    it('answers an invalid route with the 404 screen and status 404', async () => {
      const { page, close } = await newPage();
      const response = await page.goto(
        `${origin()}${home.pathPrefix}/help-center/category/not-a-number`,
      );
      expect(response?.status()).toBe(404);
      await expect(page.title()).resolves.toContain('404 Not Found');
      const html = await (await fetch(page.url())).text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      const unknownSite = await fetch(`${origin()}/xx-yy/`);
      expect(unknownSite.status).toBe(404);

      // A design that does not exist: the server found out, so the browser does not ask again.
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/proxy')) apiCalls.push(request.postData() ?? '');
      });
      const missing = hrefOf(home, 'design', { slug: 'gone', design_id: 'no-such-design' });
      expect((await page.goto(`${origin()}${missing}`))?.status()).toBe(404);
      await hydrated(page);
      await page.getByRole('link', { name: t('errors:backHome') }).waitFor();
      await page.waitForTimeout(500);
      expect(apiCalls.filter((call) => call.includes('no-such-design'))).toEqual([]);
      await close();
    });

    it('shows what the shop places on the 404 screen; its cards lead out of the error state to pages', async () => {
      const { page, errors, close } = await newPage();
      const response = await page.goto(`${origin()}${home.pathPrefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      const related = page.getByRole('region', { name: t('content:related.ERROR_PAGE') });
      const cards = related.getByRole('link');
      expect(await cards.count()).toBeGreaterThan(1);
      // Rendered on the server with its data: the browser does not fetch it again.
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/proxy')) apiCalls.push(request.postData() ?? '');
      });
      const href = await cards.first().getAttribute('href');
      if (!href) throw new Error('A related card without a link');
      await cards.first().click();
      await page.waitForURL(`${origin()}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.title()).resolves.not.toContain('404 Not Found');
      expect(apiCalls.filter((call) => call.includes('related-content'))).toEqual([]);
      expect((await fetch(`${origin()}${href}`)).status).toBe(200);
      // The browser reports the 404 document itself; nothing else may fail (hydration included).
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await close();
    });

    it('sends an anonymous visitor from the account home to the login page and back after login, then logs out', async () => {
      // A browser 14 hours ahead of the server: its dates must still hydrate without a mismatch
      // (which the storefront would report to /api/log, counted in `errors`).
      const { page, errors, close } = await openCustomerPage(context.browser(), {
        timezoneId: 'Pacific/Kiritimati',
      });
      const accountHome = hrefOf(home, 'accountsHome');
      await page.goto(`${origin()}${accountHome}`);
      expect(new URL(page.url()).pathname).toBe(hrefOf(home, 'login'));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(accountHome);
      await hydrated(page);
      await logIn(page, t);
      await page.waitForURL(`${origin()}${accountHome}`);
      const greeting = t('account:home.greeting', { name: '' }).trim();
      await page.getByRole('heading', { level: 1, name: greeting, exact: false }).waitFor();
      await page.getByRole('button', { name: t('layout:account.menu'), exact: false }).click();
      await page.getByRole('menuitem', { name: t('layout:account.logOut') }).click();
      await page.waitForURL(`${origin()}${home.pathPrefix}`);
      const after = await page.goto(`${origin()}${accountHome}`);
      expect(new URL(after?.url() ?? '').pathname).toBe(hrefOf(home, 'login'));
      expect(errors).toEqual([]);
      await close();
    });

    it('resets a forgotten password from the mailed link and lands in the account home', async () => {
      const resetPage = hrefOf(home, 'passwordReset');
      const resetForm = (page: Page) =>
        page.getByRole('form', { name: t('account:passwordReset.title') });
      // The labels' start: "New password" is in "Repeat the new password" in some languages.
      const startingWith = (text: string) =>
        new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const chooseNewPassword = async (page: Page) => {
        const form = resetForm(page);
        await form
          .getByLabel(startingWith(t('account:passwordReset.newPassword')))
          .fill(demoCustomer.password);
        await form
          .getByLabel(startingWith(t('account:passwordReset.repeatPassword')))
          .fill(demoCustomer.password);
        await form.getByRole('button', { name: t('account:passwordReset.save') }).click();
      };

      const { page, errors, close } = await newPage();
      await page.goto(`${origin()}${hrefOf(home, 'login')}`);
      await hydrated(page);
      await page.getByRole('link', { name: t('account:login.forgotPassword') }).click();
      await page.waitForURL(`${origin()}${resetPage}`);
      await resetForm(page).getByLabel(t('account:login.email')).fill(demoCustomer.email);
      await resetForm(page)
        .getByRole('button', { name: t('account:passwordReset.sendLink') })
        .click();
      await page
        .getByText(t('account:passwordReset.linkSent', { email: demoCustomer.email }))
        .waitFor();

      // The mock product API "mails" the token reset-{customer id}; the demo customer is 1. The
      // password stays the demo one, so the other journeys can still log in.
      await page.goto(`${origin()}${resetPage}?token=reset-1`);
      await hydrated(page);
      await chooseNewPassword(page);
      await page.waitForURL(`${origin()}${hrefOf(home, 'accountsHome')}`);
      const greeting = t('account:home.greeting', { name: '' }).trim();
      await page.getByRole('heading', { level: 1, name: greeting, exact: false }).waitFor();
      expect(errors).toEqual([]);
      await close();

      // The link works once.
      const again = await newPage();
      await again.page.goto(`${origin()}${resetPage}?token=reset-1`);
      await hydrated(again.page);
      await chooseNewPassword(again.page);
      await resetForm(again.page)
        .getByRole('alert')
        .getByText(t('account:passwordReset.linkExpired'))
        .waitFor();
      await again.close();
    });

    it('shows the consent banner and sends page events only after consent, without internal referrers', async () => {
      const { page, close } = await newPage();
      const events: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/event/page')) events.push(request.url());
      });
      const pageEvent = async () => {
        const request = await page.waitForRequest((sent) => sent.url().endsWith('/api/event/page'));
        return request.postDataJSON() as { page: { referrer: string } };
      };
      // Back from the payment provider: not a new referral.
      await page.goto(`${origin()}${home.pathPrefix}`, {
        referer: 'https://www.paypal.com/checkoutnow?token=1',
      });
      await hydrated(page);
      const banner = page.getByRole('region', { name: t('consent:heading') });
      await banner.waitFor();
      await page.waitForTimeout(300);
      expect(events).toEqual([]);
      const accepted = pageEvent();
      await banner.getByRole('button', { name: t('consent:acceptAll') }).click();
      expect((await accepted).page.referrer).toBe('');

      const referred = pageEvent();
      await page.goto(`${origin()}${home.pathPrefix}`, { referer: 'https://www.example.org/blog' });
      expect((await referred).page.referrer).toBe('https://www.example.org/blog');
      await close();
    });

    it('says in an announced notification when the consent choice could not be saved', async () => {
      const { page, close } = await newPage();
      await page.goto(`${origin()}${home.pathPrefix}`);
      await hydrated(page);
      // The session refuses to keep the choice.
      await page.route('**/api/session', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, body: '' })
          : route.fallback(),
      );
      const banner = page.getByRole('region', { name: t('consent:heading') });
      await banner.getByRole('button', { name: t('consent:rejectAll') }).click();
      await page
        .getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) })
        .getByText(t('consent:saveFailed'))
        .waitFor();
      await close();
    });

    it('ships nothing of the mock product API in its client build', async () => {
      const assets = join(siteDir, 'dist/client/assets');
      const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      // Strings only the mocks and MSW contain: seed passwords, mock asset paths, the worker.
      const markers = [
        'demo1234',
        'mock-token-',
        'mock-uploads',
        'mockServiceWorker',
        'setupWorker',
      ];
      for (const file of scripts) {
        const code = await readFile(join(assets, file), 'utf8');
        expect(
          markers.filter((marker) => code.includes(marker)),
          file,
        ).toEqual([]);
      }
    });

    layoutJourneys(context.browser, origin, home, t);
    accountJourneys(context.browser, origin, home, t);

    more?.(context);
  });
}
