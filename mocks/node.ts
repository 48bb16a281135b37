import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** Request interception for Vitest in Node. */
export const server = setupServer(...handlers);
