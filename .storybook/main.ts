import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mockPictures } from '@shop/mocks/pictures/devServer';
import { mergeConfig } from 'vite';

// Storybook for packages/ui. Lives at the top level so every layer's stories share one preview.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script is written here by `npm install` (see the root postinstall).
  staticDirs: ['../packages/ui/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The mock image service's pictures are drawn with sharp in Node: the dev server draws them.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin(), mockPictures()] }),
};

export default config;
