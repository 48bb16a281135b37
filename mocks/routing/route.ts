import {
  decodeRequest,
  getEndpoint,
  type EndpointName,
  type EndpointOf,
  type EndpointParsedInput,
  type NamedEndpoint,
} from '@shop/domain';
import { http, type HttpHandler } from 'msw';
import { customerSession, db, sessionFor, transientSession, type SessionRecord } from '../db.ts';
import type { CustomerFixture } from '../fixtures/customers.ts';
import { matchRequest } from './apiPath.ts';
import { errorResponse, forbidden, MockApiError, MockApiNotice, mockErrorCodes } from './errors.ts';

/** What a resolver may answer: the response payload (before defaults) or a 5004 notice carrying it. */
type ResponseInput<Name extends EndpointName> = EndpointOf<Name>['response']['_zod']['input'];

type RouteAnswer<Name extends EndpointName> =
  ResponseInput<Name> | MockApiNotice<ResponseInput<Name>>;

export interface RouteContext<Name extends EndpointName> {
  readonly input: EndpointParsedInput<Name>;
  readonly request: Request;
  /** Origin plus path prefix the request came in under; image URLs are built on it. */
  readonly base: string;
  readonly language: string | undefined;
  /** The `ext_session_id` session; endpoints with `session` access always have one. */
  readonly session: SessionRecord;
  /** The customer of the bearer token; always set for `customer` and `foticos` endpoints. */
  readonly customer: CustomerFixture | null;
  /** The customer or a 401, for `session` endpoints that need a login for some inputs. */
  readonly requireCustomer: () => CustomerFixture;
}

export type RouteResolver<Name extends EndpointName> = (
  context: RouteContext<Name>,
) => RouteAnswer<Name> | Promise<RouteAnswer<Name>>;

function unauthenticated(): MockApiError {
  return new MockApiError(401, mockErrorCodes.unauthenticated, 'Login required');
}

function customerById(id: number | null | undefined): CustomerFixture | null {
  return db.customers.find((customer) => customer.id === id) ?? null;
}

/** The customer of the request's bearer token, if it carries a valid one. */
export function customerOf(request: Request): CustomerFixture | null {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? customerById(db.tokens.get(token)) : null;
}

async function fieldsOf(request: Request): Promise<URLSearchParams | FormData> {
  if (request.method === 'GET') return new URL(request.url).searchParams;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await request.formData();
    } catch {
      throw new MockApiError(400, mockErrorCodes.invalidRequest, 'Unreadable form body');
    }
  }
  return new URLSearchParams(await request.text());
}

/** The API's answer to an error thrown inside a resolver. */
function toErrorResponse(error: unknown): Response {
  if (error instanceof MockApiError) return errorResponse(error.status, error.detail);
  console.error('[mocks] handler failed', error);
  return errorResponse(500, { error_code: mockErrorCodes.serverError, message: 'Internal error' });
}

/**
 * An MSW handler for one contract endpoint, built from its definition in `@shop/domain`: the
 * path and method come from the definition, the input is decoded and validated with its request
 * schema (bad input answers 400 with `error.fields`), access is enforced, and the answer is
 * parsed with its response schema, so a drifting mock fails loudly instead of misleading the UI.
 */
export function route<Name extends EndpointName>(
  name: Name,
  resolve: RouteResolver<Name>,
): HttpHandler {
  // Widened once: per-endpoint literal types are kept on the resolver, not needed for decoding.
  const endpoint: NamedEndpoint = getEndpoint(name);
  const method =
    endpoint.method === 'GET' ? http.get : endpoint.method === 'POST' ? http.post : http.delete;
  return method(
    ({ request }) => {
      const match = matchRequest(request);
      return match?.endpoint.name === name ? { matches: true, params: match.params } : false;
    },
    async ({ request, params }) => {
      try {
        const match = matchRequest(request);
        const decoded = decodeRequest(endpoint, { params, fields: await fieldsOf(request) });
        // A logged-in caller is known by its bearer token, or by a session a login (or an
        // account scenario) tied to a customer: Storybook calls carry no token.
        const known = decoded.sessionId ? sessionFor(decoded.sessionId) : undefined;
        const tokenCustomer = customerOf(request);
        const customer = tokenCustomer ?? customerById(known?.customer_id ?? null);
        if ((endpoint.access === 'customer' || endpoint.access === 'foticos') && !customer)
          throw unauthenticated();
        if (endpoint.access === 'foticos' && !customer?.is_foticos)
          throw forbidden('Only foticos accounts');
        if (endpoint.access === 'session' && !known && !customer)
          throw new MockApiError(400, mockErrorCodes.sessionRequired, 'ext_session_id is required');
        if (!decoded.success) {
          const fields = Object.fromEntries(
            decoded.error.issues.map((issue) => [issue.path.join('.') || 'request', issue.message]),
          );
          return errorResponse(400, {
            error_code: mockErrorCodes.invalidRequest,
            message: 'Invalid request',
            fields,
          });
        }
        // Calls without ext_session_id (public endpoints) get a throwaway session, never a shared one.
        // A customer with a token keeps one cart and checkout whatever session id the shop sends
        // (the shop starts a new session at login); the login moved the guest's cart there.
        const session = tokenCustomer
          ? customerSession(tokenCustomer.id)
          : (known ?? (customer ? customerSession(customer.id) : transientSession()));
        if (customer) session.customer_id = customer.id;
        const answer = await resolve({
          input: decoded.data as EndpointParsedInput<Name>,
          request,
          base: match?.base ?? new URL(request.url).origin,
          language: decoded.language,
          session,
          customer,
          requireCustomer: () => {
            if (!customer) throw unauthenticated();
            return customer;
          },
        });
        const notice = answer instanceof MockApiNotice ? answer : undefined;
        const parsed = endpoint.response.safeParse(notice ? notice.data : answer);
        if (!parsed.success) {
          console.error(`[mocks] ${name} answered outside its contract`, parsed.error.issues);
          return errorResponse(500, {
            error_code: mockErrorCodes.serverError,
            message: `Mock for ${name} drifted from the contract: ${parsed.error.message}`,
          });
        }
        return Response.json(notice ? { ...parsed.data, error: notice.detail } : parsed.data);
      } catch (error) {
        return toErrorResponse(error);
      }
    },
  );
}
