// Starts a built site's server on a free loopback port for the benchmarks, with the same start
// as the end-to-end tests'. By default on the embedded mock product API, as `npm start` runs it;
// `productApi` points it at a product API over HTTP instead.
import { readFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createGunzip } from 'node:zlib';
import { startSite as startBuiltSite } from '../packages/storefront/src/testing/startSite.ts';

export function startSite(site, { productApi, workers = 1 } = {}) {
  // Lighthouse and the benchmarks speak plain HTTP on loopback.
  return startBuiltSite(site.dir, {
    LOG_LEVEL: 'warn',
    SECURE_COOKIES: 'false',
    ...(productApi
      ? { EMBEDDED_PRODUCT_API: '', PRODUCT_API_URL: productApi, WEB_CONCURRENCY: String(workers) }
      : {}),
  });
}

/** Calls whose answer is the session's own (its cart, its checkout): replayed per session. */
const sessionsOwn = /\/(cart|checkout)(\/|$)/;

/**
 * A fast product API over real HTTP: the first answer to each call (method, path and query, the
 * session id aside, except for a session's own cart and checkout) is fetched from `upstream` and
 * then replayed, so a benchmark measures the storefront, not the demo's mock behind it. It passes
 * no write on (the demo's mock answers only GETs over HTTP): fill a session's cart through the
 * upstream site first.
 */
export async function replayingProductApi(upstream) {
  const answers = new Map();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://replay.invalid');
    if (!sessionsOwn.test(url.pathname)) url.searchParams.delete('ext_session_id');
    const key = `${request.method} ${url.pathname}?${url.searchParams}`;
    let answer = answers.get(key);
    if (!answer) {
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const recorded = await fetch(`${upstream}${request.url}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      answer = {
        status: recorded.status,
        type: recorded.headers.get('content-type') ?? 'application/json',
        body: Buffer.from(await recorded.arrayBuffer()),
      };
      if (request.method === 'GET') answers.set(key, answer);
    } else {
      request.resume();
    }
    response.writeHead(answer.status, { 'content-type': answer.type });
    response.end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** CPU milliseconds a process has used so far (user + system), from /proc (Linux). */
export async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Time to the first byte of the shell at low load: one keep-alive connection, one request after
 * another, gzip accepted as a browser does. A request's time runs until the decompressed body holds
 * the end of the head (which leaves with the shell React rendered). Median and p95 in ms.
 */
export async function shellTtfb(url, { headers = {}, requests = 200, warmUp = 20 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const call = httpRequest(
        url,
        { agent, headers: { 'accept-encoding': 'gzip', ...headers } },
        (response) => {
          const decoded =
            response.headers['content-encoding'] === 'gzip'
              ? response.pipe(createGunzip())
              : response;
          let text = '';
          let shellAt;
          decoded.on('data', (chunk) => {
            if (shellAt !== undefined) return;
            text += chunk.toString('utf8');
            if (text.includes('</head>')) shellAt = performance.now() - started;
          });
          decoded.on('end', () =>
            shellAt === undefined ? reject(new Error(`${url}: no head`)) : resolve(shellAt),
          );
          decoded.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end();
    });
  for (let index = 0; index < warmUp; index += 1) await once();
  const times = [];
  for (let index = 0; index < requests; index += 1) times.push(await once());
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { median: at(0.5), p95: at(0.95) };
}
