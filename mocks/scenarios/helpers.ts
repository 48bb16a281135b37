import { endpointList, type EndpointArea, type EndpointName } from '@shop/domain';
import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { customerSession, db, sessionFor, type SessionRecord } from '../db.ts';
import { handlers } from '../handlers/index.ts';
import { matchRequest } from '../routing/apiPath.ts';
import { mockErrorCodes } from '../routing/errors.ts';
import { customerOf } from '../routing/route.ts';

/** How long `*.slow` scenarios hold each answer: long enough to see a loading state. */
export const slowDelayMs = 2500;

/** Matches every contract endpoint of one area, or the endpoints a filter keeps. */
export function areaPredicate(
  area: EndpointArea,
  keep: (name: EndpointName) => boolean = () => true,
) {
  return ({ request }: { request: Request }) => {
    const match = matchRequest(request);
    return match?.endpoint.area === area && keep(match.endpoint.name);
  };
}

/** The areas of the contract, in the order of `endpoints`. */
export function areaNames(): EndpointArea[] {
  return [...new Set(endpointList.map((endpoint) => endpoint.area))];
}

/** Every call of the area answers `status` with the API's error envelope. */
export function failArea(
  area: EndpointArea,
  status: number,
  errorCode: number,
  message: string,
): HttpHandler[] {
  return [
    http.all(areaPredicate(area), () =>
      HttpResponse.json({ error: { error_code: errorCode, message } }, { status }),
    ),
  ];
}

const failedSessions = new WeakMap<SessionRecord, Set<EndpointArea>>();

/**
 * The first call of the area in each session answers 500 with the API's error envelope; the
 * next ones answer normally, so a screen's "try again" recovers. Calls without a session answer
 * normally.
 */
export function failAreaOnce(area: EndpointArea): HttpHandler[] {
  return [
    http.all(areaPredicate(area), async ({ request }) => {
      const id = await sessionIdOf(request);
      if (!id) return undefined;
      const tokenCustomer = customerOf(request);
      const session = tokenCustomer ? customerSession(tokenCustomer.id) : sessionFor(id);
      const failed = failedSessions.get(session) ?? new Set<EndpointArea>();
      if (failed.has(area)) return undefined;
      failed.add(area);
      failedSessions.set(session, failed);
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.serverError, message: 'The product API failed' } },
        { status: 500 },
      );
    }),
  ];
}

/** Every call of the area answers its normal data plus the 5004 notice (spec section 8). */
export function noticeArea(
  area: EndpointArea,
  message = 'Notice from the product API',
): HttpHandler[] {
  return [
    http.all(areaPredicate(area), async ({ request }) => {
      const response = await getResponse(handlers, request.clone());
      if (!response?.ok) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...body, error: { error_code: mockErrorCodes.notice, message } });
    }),
  ];
}

/** Every call of the area waits, then falls through to whatever answers it normally. */
export function slowArea(area: EndpointArea, ms = slowDelayMs): HttpHandler[] {
  return [
    http.all(areaPredicate(area), async () => {
      await delay(ms);
    }),
  ];
}

/** Every call of the area never answers: the client's own timeout decides. */
export function hangArea(area: EndpointArea): HttpHandler[] {
  return [
    http.all(areaPredicate(area), async () => {
      await delay('infinite');
    }),
  ];
}

/** The `ext_session_id` of a request, from the query or a form body, without consuming it. */
async function sessionIdOf(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get('ext_session_id');
  if (fromQuery) return fromQuery;
  if (request.method === 'GET') return undefined;
  try {
    const value = (await request.clone().formData()).get('ext_session_id');
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

const preparedSessions = new WeakMap<SessionRecord, Set<string>>();

/**
 * A handler that sets up the caller's session once (fill the cart, log in...) and then lets the
 * request fall through to the normal handlers, so the state stays live: a story on `cart.long`
 * can still remove lines. `key` names the preparation so it runs once per session.
 */
export function prepareSession(
  key: string,
  prepare: (session: SessionRecord) => void,
): HttpHandler {
  return http.all(
    ({ request }) => matchRequest(request) !== undefined,
    async ({ request }) => {
      const id = await sessionIdOf(request);
      if (!id) return;
      // The same record the handlers will use: a token's customer keeps one session.
      const tokenCustomer = customerOf(request);
      const session = tokenCustomer ? customerSession(tokenCustomer.id) : sessionFor(id);
      const done = preparedSessions.get(session) ?? new Set<string>();
      if (done.has(key)) return;
      done.add(key);
      preparedSessions.set(session, done);
      prepare(session);
    },
  );
}

/** Ties the caller's session to a demo account, as if it had logged in. */
export function logInAs(email: string): HttpHandler {
  return prepareSession(`login:${email}`, (session) => {
    const customer = db.customers.find((candidate) => candidate.email === email);
    if (!customer) throw new Error(`No demo account ${email}`);
    session.customer_id = customer.id;
  });
}
