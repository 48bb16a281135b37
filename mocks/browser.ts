import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/**
 * Service worker for Storybook and the browser; start it with
 * `worker.start({ quiet: true, onUnhandledFrame: 'bypass' })` (msw 3 option name).
 */
export const worker = setupWorker(...handlers);
export { reset } from './db.ts';
