import baseConfig from '../../../../../.storybook/main.ts';

// The real Storybook setup, pointed at stories that are broken on purpose.
export default { ...baseConfig, stories: ['../*.stories.tsx'], staticDirs: ['../../../public'] };
