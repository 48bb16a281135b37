// Runs both storefronts side by side (main brand on :3000, second brand on :3001) until Ctrl+C.
import { spawn } from 'node:child_process';

const sites = [
  { workspace: '@shop/main-brand', port: '3000' },
  { workspace: '@shop/second-brand', port: '3001' },
];

const children = sites.map(({ workspace, port }) =>
  spawn('npm', ['run', 'start', '--silent', '-w', workspace], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env[`PORT_${port}`] ?? port,
      HOST: process.env.HOST ?? '127.0.0.1',
    },
  }),
);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`A storefront stopped with exit code ${code}; stopping the other one.`);
      stop();
      process.exitCode = code;
    }
  });
}
