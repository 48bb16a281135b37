// `npm run bench`: first-load JavaScript of each wired route, SSR throughput of both brands'
// home pages next to a bare renderToString of the same HTML, and the design constructor's bundle
// and drag frame times (benchEditor.mjs). Loopback only; bounded in time.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { editorBundle, editorFrames, printEditorReport } from './benchEditor.mjs';

const root = new URL('..', import.meta.url).pathname;
const sites = [
  { name: 'main-brand', dir: join(root, 'sites/main-brand'), home: '/es-es' },
  { name: 'second-brand', dir: join(root, 'sites/second-brand'), home: '/es-es' },
];
const load = { connections: 50, duration: 5 };

/** Gzipped size of a client chunk plus everything it imports statically (what a first visit loads). */
async function firstLoadBytes(clientDir, manifest, key, seen = new Set()) {
  if (seen.has(key)) return 0;
  seen.add(key);
  const chunk = manifest[key];
  const own = gzipSync(await readFile(join(clientDir, chunk.file))).length;
  const imports = await Promise.all(
    (chunk.imports ?? []).map((child) => firstLoadBytes(clientDir, manifest, child, seen)),
  );
  return own + imports.reduce((sum, size) => sum + size, 0);
}

async function bundleReport(site) {
  const clientDir = join(site.dir, 'dist/client');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = await firstLoadBytes(clientDir, manifest, entryKey);
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  const rows = [{ route: 'every route (entry)', kb: entry / 1024 }];
  for (const [key, chunk] of lazy) {
    rows.push({
      route: `+ lazy ${chunk.name ?? key}`,
      kb: (entry + (await firstLoadBytes(clientDir, manifest, key, new Set([entryKey])))) / 1024,
    });
  }
  return rows;
}

function startSite(site) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: site.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      EMBEDDED_PRODUCT_API: 'demo',
      SESSION_PASSWORD: 'benchmark-session-password-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data) => {
      output += data;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ origin: match[1], stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${site.name} exited with ${code}: ${output}`)));
  });
}

async function measure(url) {
  const result = await autocannon({ url, ...load });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
const throughput = [];
// Both brands build the same editor; it is measured once, on the first site.
const editorSite = sites[0];
const editor = { bundle: await editorBundle(editorSite.dir), frames: null };
for (const site of sites) {
  for (const row of await bundleReport(site))
    bundles.push({ site: site.name, ...row, kb: row.kb.toFixed(1) });
  const running = await startSite(site);
  try {
    const html = await (await fetch(running.origin + site.home)).text();
    await measure(running.origin + site.home); // warm-up run, discarded
    throughput.push({
      server: `${site.name} storefront ${site.home}`,
      ...(await measure(running.origin + site.home)),
    });
    const bare = await bareRenderServer(html);
    throughput.push({
      server: `${site.name} bare renderToString, same HTML`,
      ...(await measure(bare.origin)),
    });
    bare.stop();
    if (site === editorSite) editor.frames = await editorFrames(running.origin, editor.bundle);
  } finally {
    running.stop();
  }
}

console.log('\nFirst-load JavaScript (gzip, KB)');
console.table(bundles);
console.log(
  `\nSSR throughput (autocannon, ${load.connections} connections, ${load.duration} s, 127.0.0.1)`,
);
console.table(
  throughput.map((row) => ({ ...row, rps: Math.round(row.rps), p99: `${row.p99} ms` })),
);
console.log(`\nDesign constructor (${editorSite.name})`);
if (!printEditorReport(editor.bundle, editor.frames)) process.exitCode = 1;
