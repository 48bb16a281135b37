import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app modules import @shop/ui, whose styles are .css.ts files.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'unit',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
