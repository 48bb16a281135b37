import type { Hono } from 'hono';
import type { ProductApi } from './proxy/upstream.ts';
import { securityHeaders } from './security/securityHeaders.ts';

/** Where the embedded mock product API is reachable from the browser (its pictures, for one). */
export const embeddedApiPath = '/mock-product-api';

/** The same request addressed under another base URL. */
function rebase(request: Request, baseUrl: string): Request {
  const { pathname, search } = new URL(request.url);
  return new Request(new URL(`.${pathname}${search}`, baseUrl), request);
}

/**
 * The embedded mock product API: the server's product API calls go to it in-process, and the
 * browser reaches its pictures, uploads and payment pages under `embeddedApiPath`, answered with
 * the storefront's security headers.
 */
export async function mountEmbeddedProductApi(
  app: Hono,
  load: () => Promise<ProductApi>,
  listeningOrigin: () => string,
): Promise<{ productApi: ProductApi; imageSources: () => string[] }> {
  const embedded = await load();
  app.get(`${embeddedApiPath}/*`, securityHeaders(), async (c) => {
    // A copy whose headers the security headers may be added to.
    const answer = await embedded(c.req.raw);
    return new Response(answer.body, answer);
  });
  return {
    // The mock builds its picture, upload and payment-page URLs on the base it is called with:
    // one under this server, which forwards those GETs to it.
    productApi: (request) => embedded(rebase(request, `${listeningOrigin()}${embeddedApiPath}/`)),
    imageSources: () => [listeningOrigin()],
  };
}
