import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app modules import @shop/ui, whose styles are .css.ts files.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'unit',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The first test that loads a screen transforms the whole UI package (cold cache, busy CI
    // machine running the story tests at the same time): a compile, not the behaviour under test.
    testTimeout: 120_000,
  },
});
