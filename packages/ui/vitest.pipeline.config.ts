import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, mergeConfig } from 'vitest/config';
import baseConfig from './vitest.config.ts';

// Runs the deliberately broken stories of test/pipeline with the real story-test setup.
const storybookProject = baseConfig.test?.projects?.find(
  (project) =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'storybook',
);
if (!storybookProject || typeof storybookProject !== 'object' || !('test' in storybookProject)) {
  throw new Error('vitest.config.ts must define the storybook project');
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
        name: 'broken-stories',
        setupFiles: [
          fileURLToPath(new URL('./test/pipeline/.storybook/vitest.setup.ts', import.meta.url)),
        ],
      },
    },
  ),
);
