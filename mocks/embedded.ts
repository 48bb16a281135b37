import { getResponse, type HttpHandler } from 'msw';
import { reset as resetStore } from './db.ts';
import { handlers } from './handlers/index.ts';
import { mockErrorCodes } from './routing/errors.ts';

let overrides: HttpHandler[] = [];

/**
 * The mock product API as a Fetch handler: the storefront server answers product API calls
 * in-process with it when PRODUCT_API_URL is not set. Any origin and path prefix works (see
 * README, "Base URL convention").
 */
export async function embeddedProductApi(request: Request): Promise<Response> {
  const response = await untilAborted(
    getResponse([...overrides, ...handlers], request),
    request.signal,
  );
  return (
    response ??
    Response.json(
      {
        error: {
          error_code: mockErrorCodes.notFound,
          message: `No product API endpoint ${request.method} ${new URL(request.url).pathname}`,
        },
      },
      { status: 404 },
    )
  );
}

/** Rejects as fetch does when the caller gives up, so `*.timeout` scenarios end in the client's timeout. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Puts scenario handlers in front of the happy path, like `server.use(...)` does for msw/node. */
export function useHandlers(...extra: HttpHandler[]): void {
  overrides = [...extra, ...overrides];
}

/** Back to the seeded store and the happy path. */
export function reset(): void {
  overrides = [];
  resetStore();
}
