// `npm run bench`: first-load JavaScript of each wired route; server rendering of four pages
// against a product API over real HTTP that replays recorded answers (so the demo's mock is not
// counted), on one process and on every core, next to a bare renderToString of the same HTML and
// to `npm start`'s embedded mock; and the design constructor's bundle and drag frame times
// (benchEditor.mjs), auto-fill and the preview's first spread (benchStudio.mjs); the time to the
// first byte of the shell at low load (one connection).
// Loopback only; bounded in time. `--only=ssr` runs the server rendering and time-to-shell parts
// alone (`npm run bench:ssr`); `--only=bundle` prints the first-load JavaScript of the sites that
// are built and nothing else (`npm run bench:bundle`).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { editorFrames, printEditorReport } from './benchEditor.mjs';
import { editorBundle } from './benchEditorBundle.mjs';
import { autoFillTime, previewTimes, printStudioReport } from './benchStudio.mjs';
import { cpuMs, replayingProductApi, shellTtfb, startSite } from './benchServer.mjs';

const root = new URL('..', import.meta.url).pathname;
const sites = [
  { name: 'main-brand', dir: join(root, 'sites/main-brand'), home: '/es-es' },
  { name: 'second-brand', dir: join(root, 'sites/second-brand'), home: '/es-es' },
];
const load = { connections: 50, duration: 5 };
const ssrOnly = process.argv.includes('--only=ssr');
const bundleOnly = process.argv.includes('--only=bundle');

/** A chunk and everything it imports statically, each once. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/**
 * Gzipped JavaScript a first visit of a route downloads: the entry with its static imports and the
 * route's chunk with its own, each file counted once, as the browser fetches it.
 */
async function firstLoadBytes(clientDir, manifest, keys) {
  const files = new Set(
    keys.flatMap((key) => [...staticClosure(manifest, key)]).map((key) => manifest[key].file),
  );
  const sizes = await Promise.all(
    [...files].map(async (file) => gzipSync(await readFile(join(clientDir, file))).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function bundleReport(site) {
  const clientDir = join(site.dir, 'dist/client');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = await firstLoadBytes(clientDir, manifest, [entryKey]);
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  const rows = [{ route: 'every route (entry)', kb: entry / 1024 }];
  for (const [key, chunk] of lazy) {
    rows.push({
      route: `+ lazy ${chunk.name ?? key}`,
      kb: (await firstLoadBytes(clientDir, manifest, [entryKey, key])) / 1024,
    });
  }
  return rows;
}

/** Requests/s and latency at `load`, after a discarded warm-up; CPU per page when `pid` is given. */
async function measure(url, pid, headers = {}) {
  await autocannon({ url, headers, ...load, duration: 2 });
  const cpuBefore = pid ? await cpuMs(pid) : 0;
  const result = await autocannon({ url, headers, ...load });
  const cpu = pid ? (await cpuMs(pid)) - cpuBefore : undefined;
  return {
    rps: Math.round(result.requests.average),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    cpuPerPage: cpu === undefined ? '' : `${(cpu / result.requests.total).toFixed(2)} ms`,
    errors: result.errors + result.non2xx,
  };
}

/** The first link of a page under a path prefix (a gallery from home, a design from a gallery). */
async function firstLinkUnder(origin, path, prefix) {
  const html = await (await fetch(origin + path)).text();
  const href = new RegExp(`href="(${prefix}[^"?]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`${path} links to nothing under ${prefix}`);
  return href;
}

/** A plain Node server that renders the same HTML with React's renderToString and nothing else. */
async function bareRenderServer(html) {
  const body =
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? html;
  const server = createServer((_request, response) => {
    const markup = renderToString(
      createElement('div', { id: 'root', dangerouslySetInnerHTML: { __html: body } }),
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head></head><body>${markup}</body></html>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const bundles = [];
if (bundleOnly) {
  for (const site of sites) {
    const rows = await bundleReport(site).catch((error) => {
      if (error.code === 'ENOENT') return [{ route: 'not built', kb: undefined }];
      throw error;
    });
    for (const row of rows) bundles.push({ site: site.name, ...row, kb: row.kb?.toFixed(1) });
  }
  console.log('First-load JavaScript (gzip, KB)');
  console.table(bundles);
  process.exit(0);
}
const throughput = [];
const ttfb = [];
const ratios = [];
// Both brands build the same editor; it is measured once, on the first site.
const editorSite = sites[0];
const editor = ssrOnly ? undefined : { bundle: await editorBundle(editorSite.dir), frames: null };
for (const site of sites) {
  if (!ssrOnly)
    for (const row of await bundleReport(site))
      bundles.push({ site: site.name, ...row, kb: row.kb.toFixed(1) });
  // The embedded mock, as `npm start` runs it, is also the upstream the replaying API records.
  const embedded = await startSite(site);
  const upstream = await replayingProductApi(`${embedded.origin}/mock-product-api`);
  const single = await startSite(site, { productApi: `${upstream.url}/v1`, workers: 1 });
  try {
    const gallery = await firstLinkUnder(single.origin, site.home, `${site.home}/designs/`);
    const pages = [
      ['home', site.home],
      ['designs gallery', gallery],
      ['design', await firstLinkUnder(single.origin, gallery, `${site.home}/design/`)],
      ['cart', `${site.home}/cart`],
    ];
    // The main brand is measured page by page; the second brand's home stands for it.
    for (const [page, path] of site === sites[0] ? pages : pages.slice(0, 1)) {
      throughput.push({
        server: `${site.name} ${page}, 1 process, HTTP product API`,
        ...(await measure(single.origin + path, single.pid)),
      });
    }
    // A visitor with a session (here one who answered the consent banner) and an empty cart is
    // served the page of their consent answer from the page cache, after asking for their own
    // cart; one with a line in the cart is rendered (and streamed) for every request.
    const sessionCookie = async () => {
      const consent = await fetch(`${single.origin}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: single.origin },
        body: JSON.stringify({
          isConsentGiven: true,
          isAdsAccepted: false,
          isAnalyticsAccepted: false,
          consentVersion: 1,
        }),
      });
      const cookie = consent.headers.getSetCookie().map((header) => header.split(';')[0]);
      if (!consent.ok || cookie.length === 0) throw new Error('No session cookie for the bench');
      return cookie.join('; ');
    };
    const cookie = await sessionCookie();
    const cartCookie = await sessionCookie();
    // The line goes in through the demo's site (same session password), whose mock the replaying
    // API asks for that session's cart.
    const added = await fetch(`${embedded.origin}/api/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: embedded.origin, cookie: cartCookie },
      body: JSON.stringify({
        path: '/cart/lines',
        method: 'POST',
        body: { article_id: '10001', quantity: '10' },
      }),
    });
    if (!added.ok) throw new Error(`No cart line for the bench: ${added.status}`);
    const visitors = [
      ['visitor with a session, empty cart (shared page)', { cookie }],
      ['visitor with a session and a cart line (rendered)', { cookie: cartCookie }],
    ];
    // At low load, before the throughput runs heat the process up with queues: the shell's first byte.
    for (const [visitor, headers] of [['page cache (no session)', {}], ...visitors]) {
      const { median, p95 } = await shellTtfb(single.origin + site.home, { headers });
      ttfb.push({
        page: `${site.name} home, ${visitor}`,
        median: `${median.toFixed(1)} ms`,
        p95: `${p95.toFixed(1)} ms`,
      });
    }
    const home = throughput.find((row) => row.server.startsWith(`${site.name} home, 1 process`));
    for (const [visitor, headers] of visitors) {
      throughput.push({
        server: `${site.name} home, 1 process, HTTP product API, ${visitor}`,
        ...(await measure(single.origin + site.home, single.pid, headers)),
      });
    }
    const [shared, rendered] = throughput.slice(-2);
    const html = await (await fetch(single.origin + site.home)).text();
    const bare = await bareRenderServer(html);
    throughput.push({
      server: `${site.name} bare renderToString, same home HTML`,
      ...(await measure(bare.origin)),
    });
    bare.stop();
    const bareRps = throughput.at(-1).rps;
    ratios.push({
      site: site.name,
      'home / bare': (home.rps / bareRps).toFixed(2),
      'session home / bare': (shared.rps / bareRps).toFixed(2),
      'rendered home / bare': (rendered.rps / bareRps).toFixed(2),
    });
    throughput.push({
      server: `${site.name} home, 1 process, embedded mock (npm start)`,
      ...(await measure(embedded.origin + site.home, embedded.pid)),
    });
  } finally {
    await single.stop();
  }
  const everyCore = await startSite(site, { productApi: `${upstream.url}/v1`, workers: 2 });
  try {
    throughput.push({
      server: `${site.name} home, 2 workers, HTTP product API`,
      ...(await measure(everyCore.origin + site.home)),
    });
    if (site === editorSite && editor) {
      editor.frames = await editorFrames(embedded.origin, editor.bundle);
      editor.studio = { autoFill: autoFillTime(), preview: await previewTimes(embedded.origin) };
    }
  } finally {
    await everyCore.stop();
    await upstream.stop();
    await embedded.stop();
  }
}

if (!ssrOnly) {
  console.log('\nFirst-load JavaScript (gzip, KB)');
  console.table(bundles);
}
console.log(
  `\nSSR throughput (autocannon, ${load.connections} connections, ${load.duration} s, 127.0.0.1)`,
);
console.table(throughput);
console.log('\nRequests/s of the storefront home over the bare renderToString of the same HTML');
console.table(ratios);
console.log(
  '\nTime to the shell (first byte through the end of the head, gzip), 1 connection, 200 requests in a row',
);
console.table(ttfb);
if (editor) {
  console.log(`\nDesign constructor (${editorSite.name})`);
  if (!printEditorReport(editor.bundle, editor.frames)) process.exitCode = 1;
  if (!printStudioReport(editor.studio.autoFill, editor.studio.preview)) process.exitCode = 1;
}
