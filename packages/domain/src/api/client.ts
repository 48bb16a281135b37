import type * as EndpointTable from './endpoints/index.ts';
import { defaultParameterNames, encodeRequest, type WireFields } from './encoding.ts';
import type {
  EndpointInput,
  EndpointName,
  EndpointOutput,
  NamedEndpoint,
} from './endpoints/index.ts';
import {
  ApiError,
  apiErrorEnvelopeSchema,
  noticeErrorCode,
  type ApiErrorDetail,
} from './errors.ts';
import { ClientApiRequestsDisabledError } from '../errors.ts';
import type { ProxyRequest } from './proxy.ts';
import { defaultProxyUrl, proxyUploadSuffix } from './proxyAddresses.ts';

type ApiClientMode = 'proxy' | 'direct';

/** Calls give up after this long unless the client or the call says otherwise. */
const defaultApiTimeoutMs = 15_000;

export interface ApiClientOptions {
  /** `proxy`: through the storefront server (`proxyUrl`); `direct`: straight to `baseUrl` (server side, or client mode). */
  readonly mode: ApiClientMode;
  /** The product API's base URL; required in direct mode. */
  readonly baseUrl?: string;
  readonly proxyUrl?: string;
  readonly fetch?: typeof fetch;
  /** Sent as `ext_session_id` with every call; a function is read at each call. */
  readonly sessionId?: string | (() => string | undefined);
  /** Sent as `language` with every call. */
  readonly language?: string;
  readonly timeoutMs?: number;
  /** Bearer token of the logged-in customer, direct mode only (the proxy adds it from the session). */
  readonly token?: string | (() => string | undefined);
  readonly headers?: Readonly<Record<string, string>>;
  /** Set on the browser's client when the site keeps the product API server-side: every call throws. */
  readonly clientSideRequestsDisabled?: boolean;
}

interface CallOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /**
   * Multipart calls in a browser: bytes of the body sent so far, as they go out. The call then
   * travels by XMLHttpRequest, the one browser API that reports upload progress over HTTP/1.1.
   */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

/** The endpoint's data, plus the 5004 notice when the API sent one. */
export type ApiResult<Name extends EndpointName> = EndpointOutput<Name> & {
  readonly error?: ApiErrorDetail;
};

type RequiredKeys<T> = {
  [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K;
}[keyof T];

/** The input may be left out when every field is optional (`client.call('cart.get')`). */
type CallArgs<Name extends EndpointName> = [RequiredKeys<EndpointInput<Name>>] extends [never]
  ? [input?: EndpointInput<Name>, options?: CallOptions]
  : [input: EndpointInput<Name>, options?: CallOptions];

export interface ApiClient {
  /** Calls an endpoint by name: `client.call('cart.addLine', { article_id: 101, quantity: 2 })`. */
  call<Name extends EndpointName>(name: Name, ...args: CallArgs<Name>): Promise<ApiResult<Name>>;
}

let endpointTableLoad: Promise<typeof EndpointTable> | undefined;
/** The endpoint table, imported on the first call only (an import costs on every call). */
const endpointTable = () =>
  (endpointTableLoad ??= import('./endpoints/index.ts').catch((error: unknown) => {
    // A chunk that failed to load is asked for again by the next call.
    endpointTableLoad = undefined;
    throw error;
  }));

export function createApiClient(options: ApiClientOptions): ApiClient {
  if (options.mode === 'direct' && !options.baseUrl)
    throw new Error('The direct API client needs a baseUrl');
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = baseUrlOf(options);

  async function call(
    name: EndpointName,
    input: unknown = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    if (options.clientSideRequestsDisabled) throw new ClientApiRequestsDisabledError();
    // The endpoint table (every endpoint's schemas) loads with the first call, not with the page.
    const { getEndpoint } = await endpointTable();
    const endpoint = getEndpoint(name) as NamedEndpoint;
    const parsedInput = endpoint.request.safeParse(input);
    const shownUrl = options.mode === 'direct' ? baseUrl + endpoint.path : endpoint.path;
    if (!parsedInput.success)
      throw new ApiError({
        url: shownUrl,
        reason: 'invalid-request',
        data: parsedInput.error.issues,
        cause: parsedInput.error,
      });

    const encoded = encodeRequest(endpoint, parsedInput.data);
    const url = options.mode === 'direct' ? baseUrl + encoded.path : encoded.path;
    const fields: WireFields = { ...defaultFieldsOf(options), ...encoded.fields };
    const request = buildRequest(options, endpoint, encoded.path, fields, encoded.files);

    const timeoutSignal = AbortSignal.timeout(
      callOptions.timeoutMs ?? options.timeoutMs ?? defaultApiTimeoutMs,
    );
    const signal = callOptions.signal
      ? AbortSignal.any([callOptions.signal, timeoutSignal])
      : timeoutSignal;

    let response: Response;
    let body: unknown;
    try {
      const onProgress = callOptions.onUploadProgress;
      response =
        onProgress && endpoint.encoding === 'multipart' && typeof XMLHttpRequest !== 'undefined'
          ? await sendWithProgress(request.url, { ...request.init, signal }, onProgress)
          : await fetchImpl(request.url, { ...request.init, signal });
      body = await readJson(response);
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      const reason = timeoutSignal.aborted ? 'timeout' : 'network';
      throw new ApiError({ url, reason, cause: error });
    }

    return answerOf(endpoint, url, response, body);
  }

  return { call: call as unknown as ApiClient['call'] };
}

/** The product API's address without its trailing slashes (direct mode). */
const baseUrlOf = (options: ApiClientOptions) => (options.baseUrl ?? '').replace(/\/+$/, '');

/**
 * The endpoint's answer to a call, checked against its schema; an API error envelope, a failed
 * status or an answer of another shape is an ApiError. A notice comes back beside the answer.
 */
function answerOf(endpoint: NamedEndpoint, url: string, response: Response, body: unknown) {
  const envelope = apiErrorEnvelopeSchema.safeParse(body);
  const notice =
    envelope.success && envelope.data.error.error_code === noticeErrorCode
      ? envelope.data.error
      : undefined;
  if (!notice && (!response.ok || envelope.success)) {
    throw new ApiError({
      url,
      reason: envelope.success ? 'api' : 'http',
      data: envelope.success ? envelope.data.error : body,
      upstreamStatus: response.status,
    });
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      url,
      reason: 'invalid-response',
      data: parsed.error.issues,
      upstreamStatus: response.status,
      cause: parsed.error,
    });
  }
  return notice ? { ...parsed.data, error: notice } : parsed.data;
}

/** The fields every call sends: the session and the language. */
function defaultFieldsOf(options: ApiClientOptions): WireFields {
  const fields: WireFields = {};
  const sessionId =
    typeof options.sessionId === 'function' ? options.sessionId() : options.sessionId;
  if (sessionId) fields[defaultParameterNames.sessionId] = sessionId;
  if (options.language) fields[defaultParameterNames.language] = options.language;
  return fields;
}

/** The headers of a call to the product API; its bearer token only when called directly. */
function headersOf(options: ApiClientOptions): Record<string, string> {
  const result: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.language) result['accept-language'] = options.language;
  const token = typeof options.token === 'function' ? options.token() : options.token;
  if (token && options.mode === 'direct') result.authorization = `Bearer ${token}`;
  return result;
}

/**
 * The request of a call: directly to the product API (form fields, or a query for GET), or as
 * JSON through the storefront's proxy; uploads as multipart either way.
 */
function buildRequest(
  options: ApiClientOptions,
  endpoint: NamedEndpoint,
  path: string,
  fields: WireFields,
  files: Readonly<Record<string, Blob>>,
): { url: string; init: RequestInit } {
  const baseUrl = baseUrlOf(options);
  const proxyUrl = options.proxyUrl ?? defaultProxyUrl;
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    for (const [name, file] of Object.entries(files)) form.append(name, file);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // The runtime sets the multipart content type with its boundary.
    const url = options.mode === 'direct' ? baseUrl + path : proxyUrl + proxyUploadSuffix;
    return { url, init: { method: endpoint.method, headers: headersOf(options), body: form } };
  }
  const isGet = endpoint.method === 'GET';
  if (options.mode === 'proxy') {
    const payload: ProxyRequest = {
      path,
      method: endpoint.method,
      query: isGet ? fields : {},
      headers: headersOf(options),
      ...(isGet ? {} : { body: fields }),
    };
    return {
      url: proxyUrl,
      init: {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      },
    };
  }
  if (isGet) {
    const query = new URLSearchParams(fields).toString();
    return {
      url: baseUrl + path + (query ? `?${query}` : ''),
      init: { method: 'GET', headers: headersOf(options) },
    };
  }
  return {
    url: baseUrl + path,
    init: {
      method: endpoint.method,
      headers: { ...headersOf(options), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    },
  };
}

/** A fetch of a multipart body by XMLHttpRequest, reporting the bytes sent. */
function sendWithProgress(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.upload.onload = (event) => onProgress(event.total || event.loaded, event.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    const abort = () => {
      xhr.abort();
      reject(init.signal.reason as Error);
    };
    if (init.signal.aborted) return abort();
    init.signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => init.signal.removeEventListener('abort', abort);
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/** The body as JSON; undefined when it is empty or not JSON (an HTML error page, a cut-off body). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
