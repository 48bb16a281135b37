export { default } from '../../../../../.storybook/preview.tsx';
