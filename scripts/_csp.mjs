import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSite } from './benchServer.mjs';
const root = new URL('..', import.meta.url).pathname;
const site = await startSite({ name: 'main-brand', dir: join(root, 'sites', 'main-brand') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.sample)));
for (const p of ['/es-es/cart', '/es-es/checkout', '/es-es/']) {
  console.log('==', p);
  await page.goto(site.origin + p);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForTimeout(1500);
  console.log('landed', page.url());
}
await browser.close();
site.stop();
