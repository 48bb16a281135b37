import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hrefOf } from '@shop/domain';
import { expect, it } from 'vitest';
import { hydrated } from './customerPage.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** Pages load and hydrate cleanly within the content security policy, after a deploy too. */
export function pageChecks({ home, t, origin, newPage }: StorefrontChecks) {
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
}

/** A missing page or design answers 404 and leads the customer back to pages that exist. */
export function notFoundChecks({ home, t, origin, newPage }: StorefrontChecks) {
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
}

/** What the browser downloads is the shop's own code only. */
export function clientBuildChecks({ siteDir }: StorefrontChecks) {
  it('ships nothing of the mock product API in its client build', async () => {
    const assets = join(siteDir, 'dist/client/assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Strings only the mocks and MSW contain: seed passwords, mock asset paths, the worker.
    const markers = ['demo1234', 'mock-token-', 'mock-uploads', 'mockServiceWorker', 'setupWorker'];
    for (const file of scripts) {
      const code = await readFile(join(assets, file), 'utf8');
      expect(
        markers.filter((marker) => code.includes(marker)),
        file,
      ).toEqual([]);
    }
  });
}
