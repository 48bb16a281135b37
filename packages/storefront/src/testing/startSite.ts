import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface RunningSite {
  origin: string;
  /** The server's process id (its memory can be read from /proc). */
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
}

/** The session password of the sites the tests start: probes seal cookies with it. */
export const testSiteSessionPassword = 'storefront-tests-session-password-0123456789';

/** A built site's compiled server as its own process, exactly as its `start` script runs it. */
function spawnSite(siteDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/server.js'], {
    cwd: siteDir,
    // The server renders in UTC, as in production; customers' browsers are anywhere.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      TZ: 'UTC',
      EMBEDDED_PRODUCT_API: 'demo',
      SESSION_PASSWORD: testSiteSessionPassword,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts a built site on a free port and resolves once it listens. */
export async function startSite(
  siteDir: string,
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const child = spawnSite(siteDir, env);
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The site exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`The site did not start within 30 s:\n${output}`)), 30_000);
  });
  return {
    origin,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Runs a built site that is expected to refuse to start: its exit code and what it printed. */
export async function siteStartFailure(
  siteDir: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnSite(siteDir, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}
