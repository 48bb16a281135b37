// Starts a built site's server on a free loopback port, as `npm start` runs it, for the benchmarks.
import { spawn } from 'node:child_process';

export function startSite(site) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: site.dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Lighthouse and the benchmarks speak plain HTTP on loopback.
      SECURE_COOKIES: 'false',
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
