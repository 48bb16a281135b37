// The SSR entry's side of the storefront, bundled by Vite into each site's server build.
export { createRenderer } from './server/render.tsx';
