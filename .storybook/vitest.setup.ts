import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { storyTestAnnotations } from './storyTest.ts';

// A story's mocked answers arrive within a second on an idle machine; in CI the story tests
// share two cores with both sites' browser journeys, so `findBy…` and `waitFor` wait longer.
configure({ asyncUtilTimeout: 5_000 });

const annotations = setProjectAnnotations(storyTestAnnotations());
beforeAll(annotations.beforeAll);
