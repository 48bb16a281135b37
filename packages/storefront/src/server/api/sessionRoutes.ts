import {
  analyticsUpdateSchema,
  consentUpdateSchema,
  cookies,
  customerUpdateSchema,
  screenUpdateSchema,
  sessionUpdateKind,
  sessionUpdateSchema,
  type CustomerUpdate,
  type ScreenUpdate,
} from '@shop/domain';
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { StorefrontEnv } from '../session/context.ts';
import {
  acceptBody,
  badRequestOr,
  BadRequestError,
  errorResponse,
  issueFields,
  readJsonObject,
} from './http.ts';

// belongs in @shop/domain: the viewport cookie's value format, shared by the server and the client.
/** Viewport cookie value: `{width}x{height}` in CSS pixels, e.g. `1280x800`. */
function viewportCookieValue(screen: Pick<ScreenUpdate, 'screenWidth' | 'screenHeight'>): string {
  return `${screen.screenWidth}x${screen.screenHeight}`;
}

export const sessionUpdateMessage =
  'Send exactly one kind of session update: consent (isConsentGiven, isAdsAccepted, isAnalyticsAccepted, consentVersion), ' +
  'screen (screenWidth, screenHeight, screenDevicePixelRatio), analytics (ga4ClientId, ga4SessionId, ga4SessionNumber) ' +
  'or customer (customer, updateDateCustomer), with no other field';

const kindSchemas = [
  consentUpdateSchema,
  screenUpdateSchema,
  analyticsUpdateSchema,
  customerUpdateSchema,
];

/** The issues of the kind the body comes closest to, so the 400 names the fields to fix. */
function closestKindIssues(body: Record<string, unknown>): Record<string, string> {
  const keys = Object.keys(body);
  const ranked = kindSchemas
    .map((schema) => ({ schema, overlap: keys.filter((key) => key in schema.shape).length }))
    .sort((a, b) => b.overlap - a.overlap);
  const closest = ranked[0];
  if (!closest || closest.overlap === 0) return {};
  const result = closest.schema.safeParse(body);
  return result.success ? {} : issueFields(result.error.issues);
}

export interface SessionRoutesOptions {
  readonly maxBodyBytes: number;
  readonly secureCookies: boolean;
}

/** `GET /api/session` and `POST /api/session` (spec section 7). */
export function sessionRoutes({ maxBodyBytes, secureCookies }: SessionRoutesOptions) {
  const routes = new Hono<StorefrontEnv>();

  // The browser now knows the session's id and relies on it: keep the session.
  routes.get('/', (c) => {
    c.var.sessionState.keep();
    return c.json(c.var.session);
  });

  routes.post('/', acceptBody('json', maxBodyBytes), async (c) => {
    try {
      const body = await readJsonObject(c);
      const parsed = sessionUpdateSchema.safeParse(body);
      if (!parsed.success) throw new BadRequestError(sessionUpdateMessage, closestKindIssues(body));
      const update = parsed.data;
      switch (sessionUpdateKind(update)) {
        case 'customer':
          return updateCustomer(c, update as CustomerUpdate);
        case 'screen': {
          const screen = update as ScreenUpdate;
          c.var.sessionState.update(screen);
          setCookie(c, cookies.viewport.name, viewportCookieValue(screen), {
            path: cookies.viewport.path,
            secure: secureCookies,
            httpOnly: cookies.viewport.httpOnly,
            sameSite: cookies.viewport.sameSite,
            maxAge: cookies.viewport.maxAgeSeconds,
          });
          return c.json(c.var.session);
        }
        default:
          c.var.sessionState.update(update);
          return c.json(c.var.session);
      }
    } catch (error) {
      return badRequestOr(c, error);
    }
  });

  return routes;
}

/**
 * The customer copy is refreshed by the client after a profile change. Only the logged-in customer's
 * own record is accepted, and its privileges (foticos flag, permissions) stay as the API gave them at
 * login: a browser cannot grant itself access. Clearing it is logging out, which is `/api/auth/signout`.
 */
function updateCustomer(c: Context<StorefrontEnv>, update: CustomerUpdate) {
  const state = c.var.sessionState;
  const current = state.session.customer;
  if (!state.isLoggedIn || !current)
    return errorResponse(c, 401, 'SessionRequired: log in before updating the customer');
  if (update.customer === null)
    return errorResponse(c, 400, 'Log out through /api/auth/signout to remove the customer');
  if (update.customer.id !== current.id)
    return errorResponse(c, 403, 'The customer is not the logged-in customer');
  state.update({
    customer: {
      ...update.customer,
      is_foticos: current.is_foticos,
      permissions: current.permissions,
    },
    updateDateCustomer: update.updateDateCustomer,
  });
  return c.json(c.var.session);
}
