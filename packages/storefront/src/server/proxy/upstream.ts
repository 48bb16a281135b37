import { apiErrorEnvelopeSchema, noticeErrorCode, type EndpointDefinition } from '@shop/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { errorResponse } from '../api/http.ts';

/** Answers product API requests: the real API over HTTP, or the embedded mock in-process. */
export type ProductApi = (request: Request) => Promise<Response>;

/** Sends the server's product API requests to the API at `baseUrl`, keeping its base path. */
export function productApiOver(baseUrl: string): ProductApi {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const target = new URL(`.${pathname}${search}`, base);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : null,
      // Aborts the answer's body too: the connection is closed, not left to drip.
      signal: request.signal,
      redirect: 'manual',
      ...(hasBody ? { duplex: 'half' } : {}),
    });
  };
}

/**
 * Every request the server makes to the product API is addressed under this base; the site's
 * `productApi` function sends it to PRODUCT_API_URL (or the embedded mock answers it).
 */
export const productApiBaseUrl = 'http://product-api.internal/';

export type UpstreamOutcome =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'unreachable'; readonly error: unknown };

/** The largest product API answer the proxy reads; a larger one is cut off and answered 502. */
const defaultUpstreamMaxBytes = 4 * 1024 * 1024;

/** The body as text, or undefined once it is larger than `maxBytes` (the read stops there). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Calls the product API under a deadline covering the answer and its body, and reads at most
 * `maxBytes` of it. The request gets an abort signal; an upstream that ignores it still cannot
 * hold the caller past the deadline.
 */
export async function callProductApi(
  fetchProductApi: typeof fetch,
  build: (signal: AbortSignal) => Request,
  timeoutMs: number,
  maxBytes = defaultUpstreamMaxBytes,
): Promise<UpstreamOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<UpstreamOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('The product API did not answer in time'));
      resolve({ kind: 'timeout' });
    }, timeoutMs);
  });
  const work = (async (): Promise<UpstreamOutcome> => {
    // Redirects are answered, not followed: the proxy never reaches a host other than the product API.
    const request = new Request(build(controller.signal), { redirect: 'manual' });
    const response = await fetchProductApi(request);
    const text = await readCapped(response, maxBytes);
    if (text === undefined) {
      controller.abort(new Error('The product API answer is too large'));
      return { kind: 'tooLarge' };
    }
    return { kind: 'answer', status: response.status, text };
  })().catch((error: unknown): UpstreamOutcome =>
    controller.signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable', error },
  );
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const unavailableMessage = 'The product API is not available';
export const timeoutMessage = 'The product API did not answer in time';

/**
 * The browser's answer to a product API outcome: a hung API is 504 and a failing one (network,
 * 5xx, redirect, non-JSON, a success not of the endpoint's shape) 502 with a generic body; 4xx pass through with their error envelope;
 * an answer with `error_code` 5004 is a normal result whatever its status (spec section 8).
 */
export function answerFromUpstream(
  c: Context,
  outcome: UpstreamOutcome,
  logger: Logger,
  target: string,
  /** The endpoint's response schema (`defineEndpoint`): a success of another shape is a failure. */
  response: EndpointDefinition['response'],
) {
  if (outcome.kind === 'timeout') {
    logger.warn({ target }, 'Product API timed out');
    return errorResponse(c, 504, timeoutMessage);
  }
  if (outcome.kind === 'tooLarge') {
    logger.error({ target }, 'Product API answer too large');
    return errorResponse(c, 502, unavailableMessage);
  }
  if (outcome.kind === 'unreachable') {
    logger.error({ target, err: outcome.error }, 'Product API unreachable');
    return errorResponse(c, 502, unavailableMessage);
  }
  const { status, text } = outcome;
  const body = parseJson(text);
  const envelope = apiErrorEnvelopeSchema.safeParse(body);
  if (envelope.success && envelope.data.error.error_code === noticeErrorCode)
    return c.json(body, 200);
  if (status >= 400 && status < 500) {
    if (envelope.success) return c.json(body, status as ContentfulStatusCode);
    return errorResponse(c, status as ContentfulStatusCode, 'The product API refused the request');
  }
  if (status === 204) return c.body(null, 204);
  if (status >= 200 && status < 300) {
    // Only what the endpoint's definition describes reaches the browser, unknown fields left out.
    const checked = response.safeParse(body);
    if (checked.success) return c.json(checked.data, status as ContentfulStatusCode);
    logger.error(
      { target, status, issues: checked.error.issues.slice(0, 5).map((issue) => issue.path) },
      'Product API answer has the wrong shape',
    );
    return errorResponse(c, 502, unavailableMessage);
  }
  logger.error({ target, status, body: text.slice(0, 500) }, 'Product API failed');
  return errorResponse(c, 502, unavailableMessage);
}

/**
 * `fetch` over the product API function for the domain's API client, honouring the call's abort
 * signal (its timeout) even when the product API function itself ignores it.
 */
export function productApiFetch(productApi: ProductApi): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
      productApi(request)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
