import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface RunningSite {
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts a built site's server.ts as its own process on a free port, exactly as the README's
 * start command does, and resolves once it listens.
 */
export async function startSite(
  siteDir: string,
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    // The server renders in UTC, as in production; customers' browsers are anywhere.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      TZ: 'UTC',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
