export { hydrateStorefront } from './hydrate.tsx';
