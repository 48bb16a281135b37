export { hydrateStorefront } from './hydrate.tsx';
export { reportError } from '../app/errorReporting.ts';
