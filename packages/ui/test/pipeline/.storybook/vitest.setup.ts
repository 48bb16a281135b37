import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import { storyTestAnnotations } from '../../../../../.storybook/storyTest.ts';

const annotations = setProjectAnnotations(storyTestAnnotations());
beforeAll(annotations.beforeAll);
