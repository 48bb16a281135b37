import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every error the storefront's own endpoints answer has the product API's envelope, so one client
 * reads both: `{ error: { error_code, message, fields? } }`, `error_code` being the HTTP status.
 */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json({ error: { error_code: status, message, ...(fields ? { fields } : {}) } }, status);
}

const bodyTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;
export type BodyType = keyof typeof bodyTypes;

/** The media type of a Content-Type header, lowercase and without parameters. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * A refusal sent before the request body was read: the server closes the connection after it, so
 * the client must not send its next request on it (`Connection: close` says so).
 */
function refuseUnread(c: Context, status: ContentfulStatusCode, message: string) {
  c.header('Connection', 'close');
  return errorResponse(c, status, message);
}

/**
 * Admits a request body only of the given type (else 415) and at most `maxBytes` long (else 413,
 * whether the length is declared or the body is chunked).
 */
export function acceptBody(type: BodyType, maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => refuseUnread(c, 413, `The request body is larger than ${maxBytes} bytes`),
  });
  return async (c, next) => {
    if (mediaTypeOf(c.req.header('content-type')) !== bodyTypes[type]) {
      return refuseUnread(c, 415, `The request body must be ${bodyTypes[type]}`);
    }
    return limit(c, next);
  };
}

export class BadRequestError extends Error {
  readonly fields: Record<string, string> | undefined;
  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'BadRequestError';
    this.fields = fields;
  }
}

/** The body as a JSON object; a malformed body or any other JSON value is a `BadRequestError`. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadRequestError('The JSON body must be an object');
  return value as Record<string, unknown>;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly keys?: readonly string[];
}

/** zod issues as `{ 'page.url': 'Invalid input: expected string' }`; unknown fields as 'Unknown field'. */
export function issueFields(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] = 'Unknown field';
    } else {
      fields[base || '(body)'] ??= issue.message;
    }
  }
  return fields;
}

/** Answers a `BadRequestError` as 400 and lets anything else through to the error handler. */
export function badRequestOr(c: Context, error: unknown) {
  if (error instanceof BadRequestError) return errorResponse(c, 400, error.message, error.fields);
  throw error;
}
