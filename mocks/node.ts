import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/**
 * Request interception for Vitest in Node. Typical setup:
 * `beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))`,
 * `afterEach(() => { server.resetHandlers(); reset(); })`, `afterAll(() => server.close())`.
 */
export const server = setupServer(...handlers);
export { reset } from './db.ts';
