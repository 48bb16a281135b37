import {
  defaultParameterNames,
  getEndpoint,
  imageUploadPath,
  isBrandScoped,
  proxyRequestSchema,
  proxyUploadSuffix,
  toProductApiRequest,
  uploadImageTypes,
  type BrandId,
  type NamedEndpoint,
} from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import type { StorefrontEnv } from '../session/context.ts';
import type { SessionState } from '../session/sessionState.ts';
import {
  acceptBody,
  badRequestOr,
  BadRequestError,
  errorResponse,
  issueFields,
  readJsonObject,
} from '../api/http.ts';
import type { AttemptThrottle } from '../auth/attemptThrottle.ts';
import { createProxyAllowlist } from './allowlist.ts';
import { answerFromUpstream, callProductApi, productApiBaseUrl } from './upstream.ts';

export interface ProxyRoutesOptions {
  /** The product API, as the server reaches it (`productApiFetch`). */
  readonly fetchProductApi: typeof fetch;
  readonly timeoutMs: number;
  readonly uploadTimeoutMs: number;
  readonly maxBodyBytes: number;
  readonly uploadMaxBytes: number;
  /** Sent as `language` when the call does not name one. */
  readonly defaultLanguage: string;
  /** Slows password-reset requests like the sign-in's guesses (they mail the account's owner). */
  readonly throttle: AttemptThrottle;
  /** The storefront's brand: the brand of every brand-scoped call, whatever the browser sent. */
  readonly brand: BrandId;
}

const imageUpload = getEndpoint('images.upload');
const strictProxyRequestSchema = z.strictObject(proxyRequestSchema.shape);
type ProxyCall = z.infer<typeof strictProxyRequestSchema>;

/**
 * A file name safe to pass on: no folders, no control or odd characters, at most 100 characters
 * (the extension kept), `photo` when nothing is left.
 */
export function uploadFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^[.\s]+/, '');
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot, dot + 10) : '';
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, 100 - extension.length);
  return stem ? `${stem}${extension}` : `photo${extension}`;
}
const acceptedImageTypes: readonly string[] = uploadImageTypes;

const authorization = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * The product API request of a browser's call: the session id is always the server's (in the
 * query of a POST or DELETE too), and so is the brand of a brand-scoped call; the language is a
 * default the call may override.
 */
function productApiRequestOf(
  call: ProxyCall,
  endpoint: NamedEndpoint,
  state: SessionState,
  site: { defaultLanguage: string; brand: BrandId },
): Request {
  const sessionId = { [defaultParameterNames.sessionId]: state.session.fotiApiClient };
  const fields = call.method === 'GET' ? call.query : (call.body ?? {});
  const withDefaults = {
    [defaultParameterNames.language]: site.defaultLanguage,
    ...fields,
    ...(isBrandScoped(endpoint) ? { brand: site.brand } : {}),
    ...sessionId,
  };
  const payload =
    call.method === 'GET'
      ? { ...call, query: withDefaults }
      : { ...call, query: { ...call.query, ...sessionId }, body: withDefaults };
  try {
    return toProductApiRequest(payload, {
      baseUrl: productApiBaseUrl,
      headers: authorization(state.token),
    });
  } catch {
    throw new BadRequestError(`Refused product API path ${call.path}`);
  }
}

/** The upload's form as the product API gets it: the checked image, the session's id, the fields. */
function uploadFormOf(
  form: FormData,
  image: File,
  defaults: { language: string; sessionId: string },
) {
  const upstream = new FormData();
  upstream.append('img', image);
  upstream.append(defaultParameterNames.language, defaults.language);
  for (const [name, value] of form) {
    if (name === 'img' || name === defaultParameterNames.sessionId || typeof value !== 'string')
      continue;
    upstream.set(name, value);
  }
  upstream.set(defaultParameterNames.sessionId, defaults.sessionId);
  return upstream;
}

/**
 * What the proxy checks before calls that can be guessed at: a password-reset request (it mails
 * the account's owner) and proving an order by its e-mail wait like sign-in guesses; a visitor
 * who is not logged in cannot act on an order without naming its e-mail (the product API checks
 * the e-mail, or that the logged-in customer owns the order).
 */
async function guardGuessing(
  c: Context<StorefrontEnv>,
  endpoint: NamedEndpoint,
  call: ProxyCall,
  throttle: AttemptThrottle,
): Promise<Response | undefined> {
  const email = call.body?.email;
  if (endpoint.name === 'auth.requestPasswordReset')
    await throttle.attempt(c, email ?? '', 'password-reset');
  if (endpoint.access !== 'orderOwner' || c.var.sessionState.isLoggedIn) return undefined;
  if (!email)
    return errorResponse(c, 403, "Log in or give the order's e-mail", {
      email: 'The e-mail the order was placed with',
    });
  // The order's path is its "account": its e-mail cannot be guessed fast.
  await throttle.attempt(c, `order:${call.path}`, 'order-proof');
  return undefined;
}

/**
 * `POST /api/proxy`: the browser's product API calls, forwarded to the product API only, for the
 * allowlisted endpoints, with the session's `ext_session_id`, the customer's token and a deadline.
 * `POST /api/proxy/upload`: the constructor's multipart image upload to `/images/upload`.
 */
export function proxyRoutes(options: ProxyRoutesOptions) {
  const routes = new Hono<StorefrontEnv>();
  const allowlist = createProxyAllowlist();

  routes.post('/', acceptBody('json', options.maxBodyBytes), async (c) => {
    try {
      const parsed = strictProxyRequestSchema.safeParse(await readJsonObject(c));
      if (!parsed.success)
        throw new BadRequestError('Invalid proxy call', issueFields(parsed.error.issues));
      const call = parsed.data;
      const endpoint = allowlist.match(call.method, call.path);
      if (!endpoint)
        return errorResponse(c, 403, `${call.method} ${call.path} is not open through the proxy`);
      const state = c.var.sessionState;
      if ((endpoint.access === 'customer' || endpoint.access === 'foticos') && !state.isLoggedIn) {
        return errorResponse(c, 401, 'SessionRequired');
      }
      const refused = await guardGuessing(c, endpoint, call, options.throttle);
      if (refused) return refused;
      const target = productApiRequestOf(call, endpoint, state, options);
      const outcome = await callProductApi(
        options.fetchProductApi,
        (signal) => new Request(target, { signal }),
        options.timeoutMs,
      );
      return answerFromUpstream(
        c,
        outcome,
        c.var.logger,
        `${call.method} ${call.path}`,
        endpoint.response,
      );
    } catch (error) {
      return badRequestOr(c, error);
    }
  });

  routes.post(proxyUploadSuffix, acceptBody('multipart', options.uploadMaxBytes), async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return errorResponse(c, 400, 'Malformed multipart body');
    }
    const image = form.get('img');
    if (!(image instanceof File) || image.size === 0)
      return errorResponse(c, 400, 'An image is required', { img: 'An image file is required' });
    // The declared type is the browser's guess from the name: the bytes say what the file is.
    const detected = await fileTypeFromBuffer(
      new Uint8Array(await image.slice(0, 4100).arrayBuffer()),
    );
    const type = detected?.mime === 'image/heif' ? 'image/heic' : detected?.mime;
    if (!acceptedImageTypes.includes(image.type) || !type || !acceptedImageTypes.includes(type))
      return errorResponse(c, 415, `Images must be one of ${acceptedImageTypes.join(', ')}`);
    const state = c.var.sessionState;
    const upstream = uploadFormOf(form, new File([image], uploadFileName(image.name), { type }), {
      language: options.defaultLanguage,
      sessionId: state.session.fotiApiClient,
    });
    const url = new URL(`.${imageUploadPath}`, productApiBaseUrl);
    const outcome = await callProductApi(
      options.fetchProductApi,
      (signal) =>
        new Request(url, {
          method: 'POST',
          body: upstream,
          headers: authorization(state.token),
          signal,
        }),
      options.uploadTimeoutMs,
    );
    return answerFromUpstream(
      c,
      outcome,
      c.var.logger,
      `POST ${imageUploadPath}`,
      imageUpload.response,
    );
  });

  return routes;
}
