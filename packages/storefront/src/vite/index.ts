import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/**
 * The Vite config every site uses: a client build with a manifest and a server build of the
 * SSR entry, both from `vite build --app`. Workspace packages are bundled into the server
 * build so their .css.ts files compile to the same class names on both sides.
 */
export function storefrontViteConfig(): UserConfig {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    ssr: { noExternal: ['@shop/ui', '@shop/domain', '@shop/storefront', /^@fontsource\//] },
    builder: {},
    environments: {
      client: {
        build: {
          outDir: 'dist/client',
          manifest: true,
          rolldownOptions: { input: 'src/entry-client.tsx' },
        },
      },
      ssr: {
        build: {
          outDir: 'dist/server',
          rolldownOptions: { input: 'src/entry-server.tsx' },
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
    },
  };
}
