import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** Service worker for Storybook and the browser. */
export const worker = setupWorker(...handlers);
