// temp: LCP element per page at a phone's size, with the banner and without
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSite } from './benchServer.mjs';
const root = new URL('..', import.meta.url).pathname;
const siteName = process.argv[2] ?? 'main-brand';
const site = await startSite({ name: siteName, dir: join(root, 'sites', siteName) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const o = site.origin;
const shop = await browser.newPage();
await shop.goto(`${o}/es-es/`);
const gallery = await shop.locator('main a[href^="/es-es/designs/"]').first().getAttribute('href');
await shop.goto(o + gallery);
const design = await shop.locator('main a[href^="/es-es/design/"]').first().getAttribute('href');
await shop.goto(o + design);
await shop.locator('html[data-hydrated="true"]').waitFor();
await shop.getByRole('button', { name: 'Añadir a la cesta' }).click();
await shop.getByRole('link', { name: 'Ir a la cesta' }).waitFor();
const cookies = (await shop.context().cookies()).filter((c) => !c.name.includes('consent'));
const paths = ['/es-es/', gallery, design, '/es-es/cart', '/es-es/checkout', '/es-es/tracking/HPVZ6FHD'];
for (const width of [412, 1350]) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 823 : 940 } });
  await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(o + p);
    await page.waitForTimeout(1500);
    const res = await page.evaluate(() => new Promise((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().map((e) => `${e.size} ${e.element?.tagName}.${(e.element?.className ?? '').toString().slice(0, 20)} "${(e.element?.textContent ?? e.url ?? '').slice(0, 40)}"`));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    console.log(width, p, '\n   ', res.join('\n    '));
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/lcp/${width}${p.replaceAll('/', '_')}.png` });
  }
  await ctx.close();
}
await browser.close();
site.stop();
