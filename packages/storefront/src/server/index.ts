// The Node side of the storefront. It never imports React or the UI: the rendering code
// reaches the server only through the site's built SSR entry (see ../render.ts).
export { runOnNode, siteDirOf } from './runOnNode.ts';
