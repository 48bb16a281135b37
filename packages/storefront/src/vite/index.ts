import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

/** Stamps the client code and /builds/latest.json with one id per build, for the new-build check. */
function buildStamp(): Plugin {
  const id = process.env.STOREFRONT_BUILD_ID ?? randomUUID();
  return {
    name: 'storefront-build-stamp',
    config: () => ({ define: { __STOREFRONT_BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id }),
      });
    },
  };
}

/** The client files worth compressing: text that the server sends as it is on disk. */
const compressible = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes a brotli (quality 11) and a gzip twin next to every compressible client file, so the
 * server sends them by Accept-Encoding without compressing at request time.
 */
function precompressClient(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'storefront-precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client');
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => compressible.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The Vite config every site uses: a client build with a manifest and a server build of the
 * SSR entry and of the site's `server.ts`, both from `vite build --app`, so production runs
 * compiled JavaScript. Workspace packages are bundled into the server build (they ship
 * TypeScript, and their .css.ts files must compile to the same class names on both sides);
 * everything from the npm registry stays an import.
 */
export function storefrontViteConfig(): UserConfig {
  return {
    plugins: [react(), vanillaExtractPlugin(), buildStamp(), precompressClient()],
    ssr: { noExternal: [/^@shop\//, /^@fontsource\//] },
    builder: {},
    environments: {
      client: {
        build: {
          outDir: 'dist/client',
          manifest: true,
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            // Everything the entry imports statically is loaded on every page anyway: one file
            // instead of some forty small shared chunks compresses better as a whole (one gzip or
            // brotli window, no imports and exports between chunks: about 10 KB less on every
            // first load) and asks for no extra requests. Routes' lazy chunks import it from there.
            output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } },
          },
        },
      },
      ssr: {
        build: {
          outDir: 'dist/server',
          rolldownOptions: {
            input: { 'entry-server': 'src/entry-server.tsx', server: 'server.ts' },
          },
        },
      },
    },
  };
}

/** Vitest config of a site: its tests run against the built site over real HTTP and in Chromium. */
export function siteVitestConfig() {
  return {
    test: {
      name: 'site',
      environment: 'node' as const,
      include: ['test/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      fileParallelism: false,
      // In CI both sites' journeys share two cores with the story tests: a journey that fails once
      // under that load runs once more, and the report names it as flaky. Locally, never.
      retry: process.env.CI ? 1 : 0,
    },
  };
}
