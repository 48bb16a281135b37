import { getResponse } from 'msw';
import { handlers } from './handlers/index.ts';
export { reset } from './db.ts';

/**
 * The mock product API as a Fetch handler: the storefront server answers product API
 * calls in-process with it when PRODUCT_API_URL is not set.
 */
export async function embeddedProductApi(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  return (
    response ??
    Response.json(
      { error: { error_code: 404, message: `No mock for ${request.method} ${new URL(request.url).pathname}` } },
      { status: 404 },
    )
  );
}
