import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookies } from '@shop/domain';
import { embeddedProductApi } from '@shop/mocks/embedded';
import { listen } from './builtSite.ts';
import { startSite, testSiteSessionPassword, type RunningSite } from './startSite.ts';

/** @public Debian's nginx, installed by `.ci/run` and by `npm run topology` (scripts/topology.mjs). */
export const nginxPath = '/usr/sbin/nginx';

export interface Topology {
  /** nginx, in front of every instance. */
  origin: string;
  /** The instances' own origins, in nginx's upstream order. */
  instances: () => readonly string[];
  /** Stops instance `index` with SIGTERM (it drains), then starts it again on its port. */
  restart: (index: number) => Promise<void>;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * nginx as a shop runs it in front of several instances: it balances over them, retries another
 * when one refuses or is draining, and keeps anonymous pages as the storefront's own
 * `Cache-Control` allows; a request with the session cookie never reads or writes a shared copy.
 */
function nginxConfig(dir: string, port: number, instancePorts: readonly number[]): string {
  const servers = instancePorts
    .map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=100m inactive=10m use_temp_path=off;
  upstream storefront {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_cache pages;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      proxy_cache_bypass $cookie_${cookies.session.name};
      proxy_no_cache $cookie_${cookies.session.name};
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

async function startNginx(dir: string, config: string): Promise<ChildProcess> {
  await writeFile(join(dir, 'nginx.conf'), config);
  const child = spawn(
    nginxPath,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 500);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nginx exited with ${code}: ${output}`));
    });
  });
  return child;
}

/**
 * `count` instances of a built site (one session password, one product API over HTTP shared by
 * all, as a real deployment has) behind nginx on loopback.
 */
export async function startTopology(siteDir: string, count = 3): Promise<Topology> {
  if (!existsSync(nginxPath))
    throw new Error(`nginx is missing: sudo apt-get install -y nginx (looked for ${nginxPath})`);
  const productApi = await listen(embeddedProductApi);
  const instancePorts = await Promise.all(Array.from({ length: count }, freePort));
  const start = (port: number) =>
    startSite(siteDir, {
      PORT: String(port),
      EMBEDDED_PRODUCT_API: '',
      PRODUCT_API_URL: `${productApi.origin}/`,
      SESSION_PASSWORD: testSiteSessionPassword,
      WEB_CONCURRENCY: '1',
      TRUST_PROXY: 'true',
      SECURE_COOKIES: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '500',
    });
  const sites: RunningSite[] = await Promise.all(instancePorts.map(start));
  const dir = await mkdtemp(join(tmpdir(), 'shop-topology-'));
  const port = await freePort();
  const nginx = await startNginx(dir, nginxConfig(dir, port, instancePorts));
  return {
    origin: `http://127.0.0.1:${port}`,
    instances: () => sites.map((site) => site.origin),
    restart: async (index) => {
      const site = sites[index];
      const instancePort = instancePorts[index];
      if (!site || instancePort === undefined) throw new Error(`No instance ${index}`);
      await site.stop();
      sites[index] = await start(instancePort);
    },
    stop: async () => {
      nginx.kill('SIGQUIT');
      await Promise.all(sites.map((site) => site.stop()));
      await new Promise((resolve) => productApi.server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
