// `npm run bench:lighthouse`: Lighthouse mobile (performance, accessibility, best practices, SEO)
// on six pages of both built storefronts, the median of 3 runs each, printed as a table.
// LIGHTHOUSE_RUNS changes the number of runs. Chromium: CHROME_PATH, default /usr/bin/chromium.
// LIGHTHOUSE_DETAILS=1 prints, per run, the ids of the audits that do not pass, the redirects, the
// browser's issues, the forced reflows, the elements of the layout shifts and the long tasks' scripts; LIGHTHOUSE_ONLY=<site or page words> audits only
// the pages whose "site page" contains them, e.g. LIGHTHOUSE_ONLY="second-brand home".
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startSite } from './benchServer.mjs';

const root = new URL('..', import.meta.url).pathname;
const prefix = '/es-es';
const sites = [
  { name: 'main-brand', dir: join(root, 'sites/main-brand') },
  { name: 'second-brand', dir: join(root, 'sites/second-brand') },
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The guest order of the mock product API's seed. */
const guestOrderPublicId = 'HPVZ6FHD';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const details = Boolean(process.env.LIGHTHOUSE_DETAILS);
const only = process.env.LIGHTHOUSE_ONLY ?? '';

/** What a run did not pass: failing audit ids, the shifting elements and the long tasks. */
function explain(lhr) {
  const auditIds = new Set(
    categories.flatMap((name) => lhr.categories[name].auditRefs.map(({ id }) => id)),
  );
  const failing = Object.values(lhr.audits)
    .filter(({ id }) => auditIds.has(id))
    .filter(({ score, scoreDisplayMode }) =>
      ['binary', 'numeric', 'metricSavings'].includes(scoreDisplayMode)
        ? score !== null && score < 0.9
        : false,
    )
    .map(
      ({ id, score, displayValue }) => `${id} (${score}${displayValue ? `, ${displayValue}` : ''})`,
    );
  const lines = [`  not passing: ${failing.join(', ') || 'none'}`];
  for (const id of Object.keys(lhr.audits)) {
    const audit = lhr.audits[id];
    if (lhr.categories.accessibility.auditRefs.some((ref) => ref.id === id) && audit.score === 0) {
      for (const item of audit.details?.items ?? []) {
        lines.push(`  ${id}: ${item.node?.snippet ?? ''} ${item.node?.explanation ?? ''}`.trim());
      }
    }
  }
  for (const item of lhr.audits.redirects?.details?.items ?? []) {
    lines.push(`  redirect: ${item.url}`);
  }
  for (const item of lhr.audits['inspector-issues']?.details?.items ?? []) {
    const where = (item.subItems?.items ?? []).map((sub) => sub.url ?? JSON.stringify(sub));
    lines.push(`  inspector issue: ${item.issueType} ${where.join(' ')}`.trim());
  }
  // Where a script read layout the browser had to recompute first (Lighthouse's forced-reflow insight).
  for (const table of lhr.audits['forced-reflow-insight']?.details?.items ?? []) {
    for (const { source, reflowTime } of table.items ?? []) {
      const where = source?.url ? `${source.url}:${source.line}:${source.column}` : source?.value;
      lines.push(`  forced reflow ${Math.round(reflowTime ?? 0)} ms: ${where ?? ''}`);
    }
  }
  // The largest contentful paint's element and its phases (Lighthouse 13's LCP insight).
  const lcp = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  for (const item of lcp?.details?.items ?? []) {
    if (item.type === 'node') lines.push(`  LCP element: ${item.selector} ${item.snippet}`);
    for (const row of item.items ?? []) {
      if (row.node) lines.push(`  LCP element: ${row.node.selector} ${row.node.snippet}`);
      const phase = row.label ?? row.phase ?? row.subpart;
      if (phase && typeof row.duration === 'number')
        lines.push(`  LCP ${phase}: ${Math.round(row.duration)} ms`);
    }
  }
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    lines.push(
      `  layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
    );
    for (const cause of item.subItems?.items ?? []) {
      lines.push(`    cause ${cause.cause} ${cause.extra?.value ?? ''}`);
    }
  }
  for (const item of lhr.audits['long-tasks']?.details?.items ?? []) {
    lines.push(
      `  long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)}: ${item.url}`,
    );
  }
  for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5)) {
    lines.push(
      `  bootup ${item.url}: script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
    );
  }
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    lines.push(`  main thread ${item.groupLabel}: ${Math.round(item.duration)} ms`);
  }
  return lines.join('\n');
}

/**
 * Walks home → first designs gallery → first design → add to cart in a real browser, and returns
 * those pages' paths with the cookies of the session that holds the cart line.
 */
async function shopperPages(origin) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${prefix}/`);
    const gallery = await page
      .locator(`main a[href^="${prefix}/designs/"]`)
      .first()
      .getAttribute('href');
    await page.goto(`${origin}${gallery}`);
    const design = await page
      .locator(`main a[href^="${prefix}/design/"]`)
      .first()
      .getAttribute('href');
    await page.goto(`${origin}${design}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The es-es site's words for "add to cart" and "go to cart".
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await page.getByRole('link', { name: 'Ir a la cesta' }).waitFor();
    return { gallery, design, cookies: await page.context().cookies() };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The audited browser's cookie jar holds the shopper's cookies (cart pages) or none (a first
 * visit). Lighthouse keeps cookies between runs and an extra `Cookie` header would compete with
 * the browser's own, so the jar is set before each run.
 */
async function setCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    if (cookies.length > 0) await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

async function audit(port, url, cookies) {
  await setCookies(port, cookies);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const { categories: scores, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  // A run Lighthouse could not finish (e.g. no paint within its deadline on a busy machine)
  // has no metrics: it is reported and left out of the medians.
  if (runtimeError) return { failed: runtimeError.code };
  // A run that was redirected audited another page (the checkout sends an empty cart to the cart).
  if (finalDisplayedUrl !== url) return { failed: `landed on ${finalDisplayedUrl}` };
  if (details) console.warn(explain(result.lhr));
  return {
    ...Object.fromEntries(categories.map((name) => [name, scores[name].score ?? 0])),
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    si: audits['speed-index'].numericValue,
  };
}

const rows = [];
// Both servers start first, so each serves the code that was checked out when the run began.
const servers = await Promise.all(sites.map(startSite));
for (const [index, site] of sites.entries()) {
  const running = servers[index];
  if (sites.some(({ name }) => only.includes(name)) && !only.includes(site.name)) {
    running.stop();
    continue;
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const { gallery, design, cookies } = await shopperPages(running.origin);
    const pages = [
      { page: 'home', path: `${prefix}/` },
      { page: 'designs gallery', path: gallery },
      { page: 'design', path: design },
      { page: 'cart with a line', path: `${prefix}/cart`, cookies },
      { page: 'checkout step 1', path: `${prefix}/checkout`, cookies },
      { page: 'tracking', path: `${prefix}/tracking/${guestOrderPublicId}` },
    ];
    for (const { page, path, cookies: jar = [] } of pages) {
      if (!`${site.name} ${page}`.includes(only)) continue;
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await audit(chrome.port, `${running.origin}${path}`, jar));
        console.warn(`${site.name} ${page} run ${run + 1}: ${JSON.stringify(results.at(-1))}`);
      }
      const finished = results.filter((result) => !result.failed);
      if (finished.length === 0) {
        console.warn(`${site.name} ${page}: no run finished`);
        continue;
      }
      const pick = (key) => median(finished.map((result) => result[key]));
      rows.push({
        site: site.name,
        page,
        perf: pick('performance'),
        a11y: pick('accessibility'),
        'best pr.': pick('best-practices'),
        seo: pick('seo'),
        CLS: Number(pick('cls').toFixed(3)),
        'TBT ms': Math.round(pick('tbt')),
        'FCP s': Number((pick('fcp') / 1000).toFixed(2)),
        'LCP s': Number((pick('lcp') / 1000).toFixed(2)),
        'SI s': Number((pick('si') / 1000).toFixed(2)),
      });
    }
  } finally {
    chrome.kill();
    running.stop();
  }
}

console.log(`\nLighthouse mobile, median of ${runs} runs (${prefix})`);
console.table(rows);
