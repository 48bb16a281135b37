// `npm run topology`: the main brand as it runs past one machine: three instances (one session
// password, one product API over HTTP) behind Debian's nginx, which caches anonymous pages by the
// storefront's own headers. Installs nginx when it is missing and this runs as root, as .ci/run
// does. Ctrl-C stops everything. The same start backs the topology test of `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nginxPath, startTopology } from '../packages/storefront/src/testing/topology.ts';

if (!existsSync(nginxPath)) {
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const siteDir = new URL('../sites/main-brand/', import.meta.url).pathname;
const topology = await startTopology(siteDir, 3);
console.warn(`nginx on ${topology.origin}, in front of ${topology.instances().join(', ')}`);
console.warn('Anonymous pages answer X-Cache-Status: HIT once nginx keeps them. Ctrl-C stops.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void topology.stop().then(() => process.exit(0)));
}
