import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { brands } from './src/design-system/theme/brands.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // The same JSON message files the server and Storybook read.
          setupFiles: ['./src/features/i18n/allMessages.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // Runs the story-test setup itself on broken stories (half a minute): kept out of the
          // fast unit project, still part of `npm test`.
          name: 'pipeline',
          environment: 'node',
          include: ['test/pipeline/pipeline.test.ts'],
        },
      },
      {
        // Every story is a test: render, play function, axe and a screenshot, in each brand.
        plugins: [storybookTest({ configDir: storybookDir, tags: { exclude: ['no-test'] } })],
        // Bundled before the run starts: a dependency found mid-run reloads the test page and
        // fails the stories that were loading (a fresh CI clone has no optimizer cache).
        optimizeDeps: {
          include: [
            // Installed under packages/ui, so resolved from there.
            '@shop/ui > @hookform/resolvers/zod',
            '@tanstack/react-query',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/sprinkles/createUtils',
            'i18next',
            'konva',
            'lucide-react',
            'msw',
            'msw/browser',
            'radix-ui',
            'react-hook-form',
            'react-i18next',
            'react-konva',
            'storybook/actions',
            'zod',
          ],
        },
        test: {
          name: 'storybook',
          // Story files share one page per worker: the preview, its messages and MSW load once
          // per worker instead of once per file (a quarter of the run's time). Every story still
          // renders into a fresh root, from the seeded mock store (the preview's beforeEach).
          isolate: false,
          // A story that saves a design waits for its preview to be drawn and uploaded, and a
          // screen's pictures are drawn by the dev server on first request: slower when a CI
          // machine runs the sites' journeys beside it (browser mode's default is 15 s).
          testTimeout: 60_000,
          setupFiles: [`${storybookDir}/vitest.setup.ts`],
          // Screenshots and their baselines are written to disk by the browser test server.
          api: { allowWrite: true },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            // Tall, so that whole screens are painted for their screenshots (see .storybook/modes.ts).
            viewport: { width: 1024, height: 2400 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
            instances: brands.map((brand) => ({
              browser: 'chromium' as const,
              name: `storybook-${brand}`,
              provide: { brand },
            })),
          },
        },
      },
    ],
  },
});
