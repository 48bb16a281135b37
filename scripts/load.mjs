// `npm run load`: the main brand's built storefront under sustained load over loopback, as an SRE
// checks a release. 100 connections (by default for 60 s) on server-rendered pages and on
// /api/session, in two equal halves, with the warm server's resident memory after each. Goal:
// no errors, no timeouts, and no growth from the first half to the second (V8 keeps the heap a
// load grows into for a while after it; a leak keeps growing).
// LOAD_SECONDS and LOAD_CONNECTIONS change the defaults; only 127.0.0.1 is ever a target.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startSite } from './benchServer.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const siteDir = new URL('../sites/main-brand/', import.meta.url).pathname;
const paths = [
  '/es-es',
  '/es-es/cart',
  '/pl-pl/offers',
  '/es-es/tracking/HPVZ6FHD',
  '/api/session',
];

/** Resident memory of a process in MB, from /proc (Linux). */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const site = await startSite({ dir: siteDir });
try {
  // A warm server is the baseline: JIT-compiled code and the heap a running shop keeps anyway.
  await autocannon({
    url: site.origin,
    connections,
    duration: 5,
    requests: paths.map((path) => ({ path })),
  });
  await sleep(10_000);
  const before = await rssMb(site.pid);
  // Two equal rounds: a server that leaks holds more after the second than after the first.
  const rounds = [];
  for (const round of [1, 2]) {
    const result = await autocannon({
      url: site.origin,
      connections,
      duration: seconds / 2,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    rounds.push({ result, rssMb: await rssMb(site.pid), round });
  }
  const total = (pick) => rounds.reduce((sum, { result }) => sum + pick(result), 0);
  const [first, second] = rounds;
  const report = {
    connections,
    seconds,
    requestsPerSecond: Math.round(total((result) => result.requests.total) / seconds),
    latencyP50Ms: Math.max(...rounds.map(({ result }) => result.latency.p50)),
    latencyP99Ms: Math.max(...rounds.map(({ result }) => result.latency.p99)),
    requests: total((result) => result.requests.total),
    errors: total((result) => result.errors),
    timeouts: total((result) => result.timeouts),
    non2xx: total((result) => result.non2xx),
    rssWarmMb: Math.round(before),
    rssAfterFirstHalfMb: Math.round(first.rssMb),
    rssAfterSecondHalfMb: Math.round(second.rssMb),
  };
  console.table(report);
  const ok =
    report.errors === 0 &&
    report.timeouts === 0 &&
    report.non2xx === 0 &&
    second.rssMb <= first.rssMb * 1.1;
  console.log(
    ok
      ? 'Load: goal met (no errors or timeouts, no memory growth from the first half to the second).'
      : 'Load: goal missed (errors, timeouts, or memory still growing in the second half).',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await site.stop();
}
