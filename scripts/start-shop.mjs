// Runs both storefronts side by side (main brand on :3000, second brand on :3001) until Ctrl+C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

// The README's demo: the embedded mock product API unless a real one is named, and a session
// password made for this run unless one is given (sessions then end when the shop stops).
const demo = process.env.PRODUCT_API_URL ? {} : { EMBEDDED_PRODUCT_API: 'demo' };
const sessionPassword = process.env.SESSION_PASSWORD || randomBytes(32).toString('base64url');
console.warn(
  process.env.PRODUCT_API_URL
    ? `Both storefronts use the product API at ${process.env.PRODUCT_API_URL}.`
    : 'Demo: both storefronts use the embedded mock product API (EMBEDDED_PRODUCT_API=demo). Set PRODUCT_API_URL to use a real one.',
);
if (!process.env.SESSION_PASSWORD)
  console.warn(
    'Sessions are sealed with a password made for this run (set SESSION_PASSWORD to keep them).',
  );

const sites = [
  { workspace: '@shop/main-brand', port: '3000' },
  { workspace: '@shop/second-brand', port: '3001' },
];

const children = sites.map(({ workspace, port }) =>
  spawn('npm', ['run', 'start', '--silent', '-w', workspace], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...demo,
      SESSION_PASSWORD: sessionPassword,
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
