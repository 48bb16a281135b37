import type { z } from 'zod';

/**
 * The product API only takes GET (parameters in the query) and POST/DELETE (parameters in a
 * form-urlencoded or multipart body), so updates are POSTs to the resource path.
 */
export const httpMethods = ['GET', 'POST', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** How a POST/DELETE body is sent; GET never has one. */
type BodyEncoding = 'form' | 'multipart';

/**
 * Who may call an endpoint: `customer` needs a logged-in customer's token, `session` works for
 * guests too; `orderOwner` needs proof of owning the order the path names: the token of the
 * order's customer, or its `email` in the request (a guest holds it with the public id).
 */
type EndpointAccess = 'public' | 'session' | 'customer' | 'foticos' | 'orderOwner';

/**
 * One product API endpoint, described once as data: the client, the mocks and the README table
 * all read these definitions. `{name}` segments of `path` are filled from the request fields of
 * the same name; the remaining fields go to the query (GET) or the body (POST/DELETE).
 */
export interface EndpointDefinition<
  Request extends z.ZodObject = z.ZodObject,
  Response extends z.ZodObject = z.ZodObject,
> {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly request: Request;
  readonly response: Response;
  readonly access: EndpointAccess;
  /** Defaults to `form` for POST and DELETE. */
  readonly encoding?: BodyEncoding;
  /** One line for the README table. */
  readonly summary: string;
}

/** Keeps the literal types of a definition so the client can infer input and output. */
export function defineEndpoint<
  const Request extends z.ZodObject,
  const Response extends z.ZodObject,
>(definition: EndpointDefinition<Request, Response>): EndpointDefinition<Request, Response> {
  return definition;
}

/** The `{name}` placeholders of a path template, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([a-z_][a-z0-9_]*)\}/gi)].map((match) => match[1] as string);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What one parameter of a path fills: one whole segment, never empty, `.` or `..`. */
const parameterSegment = '(?!\\.{1,2}(?:/|$))[^/?#\\\\]+';

/**
 * The pattern of a path template, one capture group per parameter in order:
 * `/cart/lines/{line_id}` matches `/cart/lines/7`. With `anyPrefix`, the path may follow any
 * prefix (an API base's own path, `/v1`), captured first, and may end with a slash.
 */
export function pathTemplatePattern(template: string, { anyPrefix = false } = {}): RegExp {
  const body = template
    .split(/(\{[a-z_][a-z0-9_]*\})/i)
    .map((part) =>
      /^\{[a-z_][a-z0-9_]*\}$/i.test(part) ? `(${parameterSegment})` : escapeRegExp(part),
    )
    .join('');
  return new RegExp(anyPrefix ? `^(.*?)${body}/?$` : `^${body}$`);
}
