// The Node side of the storefront. It never imports React or the UI: the rendering code
// reaches the server only through the site's built SSR entry (see ../render.ts).
export { createStorefrontServer, type StorefrontEnvironment } from './createStorefrontServer.ts';
export type { Render, RenderRequest, RenderResult } from './render.tsx';
export { readClientAssets } from './clientAssets.ts';
export { runOnNode, siteDirOf, type NodeSiteOptions } from './runOnNode.ts';
