import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { brands } from './src/theme/brands.ts';
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
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
        },
      },
      {
        // Every story is a test: render, play function, axe and a screenshot, in each brand.
        plugins: [storybookTest({ configDir: storybookDir, tags: { exclude: ['no-test'] } })],
        test: {
          name: 'storybook',
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
