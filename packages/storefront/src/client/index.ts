export { hydrateStorefront } from './hydrate.tsx';
export { reportError } from './errorReporting.ts';
