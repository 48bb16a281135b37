import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';
import baseConfig from './vitest.config.ts';

// Runs the deliberately broken stories of test/pipeline with the real story-test setup.
const storybookProject = baseConfig.test?.projects?.[1];
if (!storybookProject || typeof storybookProject !== 'object' || !('test' in storybookProject)) {
  throw new Error('vitest.config.ts must define the storybook project second');
}

export default defineConfig(
  mergeConfig(
    { ...storybookProject, plugins: [], test: { ...storybookProject.test, setupFiles: [] } },
    {
      plugins: [
        storybookTest({
          configDir: fileURLToPath(new URL('./test/pipeline/.storybook', import.meta.url)),
        }),
      ],
      test: {
        name: 'pipeline',
        setupFiles: [
          fileURLToPath(new URL('./test/pipeline/.storybook/vitest.setup.ts', import.meta.url)),
        ],
      },
    },
  ),
);
