// `npm run load`: the main brand's built storefront under sustained load over loopback, as an SRE
// checks a release. 100 connections (by default for 60 s) on server-rendered pages and on
// /api/session, with the warm server's resident memory before, right after and once it idles.
// Goal: no errors, no timeouts, memory back within 10 % of where it started once the load ends.
// LOAD_SECONDS and LOAD_CONNECTIONS change the defaults; only 127.0.0.1 is ever a target.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

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

function startSite() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      EMBEDDED_PRODUCT_API: 'demo',
      SESSION_PASSWORD: 'load-test-session-password-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data) => {
      output += data;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ origin: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The site exited with ${code}: ${output}`)));
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const site = await startSite();
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
  const result = await autocannon({
    url: site.origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const after = await rssMb(site.pid);
  // V8 gives memory back once the server idles: wait for it, 30 s at most.
  let settled = after;
  for (let waited = 0; waited < 30 && settled > before * 1.1; waited += 1) {
    await sleep(1000);
    settled = await rssMb(site.pid);
  }
  const report = {
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBeforeMb: Math.round(before),
    rssRightAfterMb: Math.round(after),
    rssSettledMb: Math.round(settled),
  };
  console.table(report);
  const ok =
    report.errors === 0 && report.timeouts === 0 && report.non2xx === 0 && settled <= before * 1.1;
  console.log(
    ok ? 'Load: goal met.' : 'Load: goal missed (errors, timeouts or memory not back within 10 %).',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  site.stop();
}
