// One flat config for the whole workspace; each package runs `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const uiLayers =
  'packages/ui layers: design-system <- features <- constructor (see packages/ui/README.md)';

// Icons reach the page one way: the Icon primitive with a drawing from the shop's curated set.
const iconPrimitive = 'packages/ui/src/design-system/primitives/Icon/**';
const curatedIconsOnly = {
  name: 'lucide-react',
  message:
    'Draw icons with <Icon icon={...} /> and a curated icon from design-system/primitives/Icon/icons.ts; a missing one gets its own file under Icon/icons/ (only the Icon primitive imports lucide-react).',
};

const designSystemLayers = [
  { group: ['**/features/**', '**/constructor/**', '@shop/ui/*'], message: uiLayers },
  { group: ['i18next', 'react-i18next'], message: uiLayers },
];

const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/testing/**/*.{ts,tsx}',
  '**/testing.ts',
  '**/*[sS]torySupport.{ts,tsx}',
  '**/TestProvider.tsx',
  '**/testTemplate.ts',
  '.storybook/**/*.{ts,tsx}',
  'packages/ui/test/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Plain JavaScript (scripts/*.mjs, this file) is in no tsconfig: lint it without types.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A focused or skipped test would pass CI while hiding the others: tests, stories and their helpers.
    files: testFiles,
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by vitest.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Fakes of async APIs (fetchers, handlers, fn(async () => …)) answer at once, without awaiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Everywhere but the Icon primitive (the layers below repeat it: a later rule replaces an earlier).
    ignores: [iconPrimitive],
    rules: { 'no-restricted-imports': ['error', { paths: [curatedIconsOnly] }] },
  },
  {
    // packages/domain runs in the browser, Node and at the edge: no React, no DOM, no Node-only API.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [curatedIconsOnly],
          patterns: ['react', 'react-dom', 'node:*', '@shop/ui', '@shop/storefront', '@shop/mocks'],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'process',
        'Buffer',
      ],
    },
  },
  {
    // packages/ui's layers (see its README): the design system knows neither the shop's features
    // nor its messages (labels come in as props), and the features never load the constructor,
    // which only the create route imports, lazily. Stories and tests may use the shop's messages.
    files: ['packages/ui/src/design-system/**/*.{ts,tsx}'],
    ignores: [...testFiles, iconPrimitive],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [curatedIconsOnly], patterns: designSystemLayers },
      ],
    },
  },
  {
    // The Icon primitive is the one place that draws with lucide-react.
    files: [iconPrimitive],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: designSystemLayers }] },
  },
  {
    files: ['packages/ui/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [curatedIconsOnly],
          patterns: [{ group: ['**/constructor/**', '@shop/ui/*'], message: uiLayers }],
        },
      ],
    },
  },
  {
    // The constructor uses the design system and the features' data and messages, no page part.
    files: ['packages/ui/src/constructor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [curatedIconsOnly],
          patterns: [
            {
              group: [
                '**/features/screens/**',
                '**/features/layouts/**',
                '**/features/fragments/**',
              ],
              message: uiLayers,
            },
          ],
        },
      ],
    },
  },
  {
    // brands/ is data every layer reads: it imports no package of the shop and no React.
    files: ['brands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [curatedIconsOnly], patterns: ['react', 'react-dom', 'node:*', '@shop/*'] },
      ],
    },
  },
  {
    // Fragments are presentational: what they show comes in as props, and what they do goes out
    // through callbacks. Queries, the API client and the country site are the screens' to read.
    // (This rule replaces the features' one for fragments, so it repeats their layer.)
    files: ['packages/ui/src/features/fragments/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [curatedIconsOnly],
          patterns: [
            { group: ['**/constructor/**', '@shop/ui/*'], message: uiLayers },
            {
              group: ['**/data', '**/data/**'],
              message:
                'Fragments take data through props (or hooks and callbacks passed down from the screens), not from data/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A screen's folder is its own: what two screens share lives in features/fragments/ (with its
    // stories) or features/data/, never in one screen's folder for another to reach into.
    // (This rule replaces the features' one for screens, so it repeats their layer.)
    files: ['packages/ui/src/features/screens/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [curatedIconsOnly],
          patterns: [
            { group: ['**/constructor/**', '@shop/ui/*'], message: uiLayers },
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/',
              message:
                "A screen does not import from another screen's folder: move what both use to features/fragments/ or features/data/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The root package.json holds Storybook and its addons.
    files: ['.storybook/**'],
    rules: {
      'storybook/no-uninstalled-addons': [
        'error',
        { packageJsonLocation: fileURLToPath(new URL('./package.json', import.meta.url)) },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts}', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  // Last: the size limits, with the modules still over them.
  ...sizeLimits(),
);

/** Size limits for source modules and functions, with the modules still over them. */
function sizeLimits() {
  const sourceFiles = ['**/*.{ts,tsx,js,mjs,cjs}'];
  return [
    {
      // A module a reader can take in at once: at most 400 lines of code (blank lines and comments
      // do not count). Tests, stories, their support and fixtures read top to bottom: left out.
      files: sourceFiles,
      ignores: [...testFiles, '**/fixtures/**'],
      rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
    },
    {
      // A function (a component, a hook, a route table) of at most 80 lines of code.
      files: sourceFiles,
      ignores: [...testFiles, ...longFunctions()],
      rules: {
        'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      },
    },
  ];
}

// The lists below are function declarations so that they can sit at the end of this file.

/** Modules with a function still over 80 lines: each leaves this list once it is split. */
function longFunctions() {
  return [];
}
