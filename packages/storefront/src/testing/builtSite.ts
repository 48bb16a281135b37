import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';

/** A built site as runOnNode expects it: a client manifest and an SSR entry that renders "page". */
export async function fakeSiteDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-site-'));
  await mkdir(join(dir, 'dist/client/.vite'), { recursive: true });
  await mkdir(join(dir, 'dist/server'), { recursive: true });
  await writeFile(
    join(dir, 'dist/client/.vite/manifest.json'),
    JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, css: [] } }),
  );
  await mkdir(join(dir, 'dist/client/assets'));
  await writeFile(join(dir, 'dist/client/assets/entry.js'), 'export {};\n');
  await writeFile(
    join(dir, 'dist/server/entry-server.js'),
    [
      'export async function render({ session }) {',
      "  const head = { language: 'es', title: 'Test Shop', description: '', alternates: [] };",
      "  const state = { session, queries: { mutations: [], queries: [] }, outcome: { kind: 'page', effects: {} } };",
      "  return { kind: 'page', status: 200, html: '<main>page</main>', head, state };",
      '}',
      '',
    ].join('\n'),
  );
  return dir;
}

/** Serves `fetch` on a free loopback port. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ server: ServerType; origin: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, origin: `http://127.0.0.1:${info.port}` }),
    );
  });
}
