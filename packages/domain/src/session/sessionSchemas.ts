// zod/mini: the customer's schema travels to the browser with the endpoint table.
import { z } from 'zod/mini';
import { fieldLimits } from '../validation/fieldLimits.ts';
import { customerTypes } from '../vocabulary/customers.ts';

/** The longest session id a server may make (SESSION_ID_LENGTH); part of the bounded session. */
export const maxSessionIdLength = 64;

/**
 * The customer as the storefront session keeps it: the part of the product API's customer record the
 * header, guards and analytics need, with the API's field names so an API customer can be stored as is
 * (extra fields are dropped). The permission flags are the API's decision; the spec does not show the criteria.
 */
export const sessionCustomerSchema = z.object({
  id: z.int().check(z.positive()),
  email: z.string().check(z.minLength(1), z.maxLength(fieldLimits.email)),
  customer_type: z.enum(customerTypes),
  first_name: z.string().check(z.maxLength(fieldLimits.personName)),
  last_name: z.string().check(z.maxLength(fieldLimits.personName)),
  /** A foticos (design/affiliate administrator) account. */
  is_foticos: z.boolean(),
  permissions: z.object({
    /** False blocks the checkout. */
    can_make_orders: z.boolean(),
    accounts_orders: z.boolean(),
    accounts_tickets: z.boolean(),
    accounts_invoices: z.boolean(),
    /** The company's billing account is approved: it may order on account (BILLING_ACCOUNT). */
    billing_account: z.optional(z.boolean()),
  }),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

const consentFields = {
  isConsentGiven: z.boolean(),
  isAdsAccepted: z.boolean(),
  isAnalyticsAccepted: z.boolean(),
  consentVersion: z.int().check(z.nonnegative()),
};
const screenFields = {
  screenWidth: z.int().check(z.positive(), z.maximum(100_000)),
  screenHeight: z.int().check(z.positive(), z.maximum(100_000)),
  screenDevicePixelRatio: z.number().check(z.positive(), z.maximum(20)),
};
// Bounded so the sealed session stays a cookie browsers keep (about 4 KB at most).
const analyticsFields = {
  ga4ClientId: z.string().check(z.minLength(1), z.maxLength(100)),
  ga4SessionId: z.string().check(z.minLength(1), z.maxLength(100)),
  ga4SessionNumber: z.int().check(z.positive(), z.maximum(1_000_000)),
};
const customerFields = {
  customer: z.nullable(sessionCustomerSchema),
  /** When the customer copy was last refreshed from the API (ISO 8601), null after logout. */
  updateDateCustomer: z.nullable(z.iso.datetime({ offset: true })),
};

/**
 * GET /api/session. `fotiApiClient` is the product API session id sent as `ext_session_id`; every
 * other field is absent until the client has reported it.
 */
export const sessionSchema = z.object({
  fotiApiClient: z.string().check(z.minLength(1), z.maxLength(maxSessionIdLength)),
  ...z.partial(z.object(consentFields)).shape,
  ...z.partial(z.object(screenFields)).shape,
  ...z.partial(z.object(analyticsFields)).shape,
  customer: z.optional(customerFields.customer),
  updateDateCustomer: z.optional(customerFields.updateDateCustomer),
});
export type Session = z.infer<typeof sessionSchema>;

export const consentUpdateSchema = z.strictObject(consentFields);
export const screenUpdateSchema = z.strictObject(screenFields);
export const analyticsUpdateSchema = z.strictObject(analyticsFields);
export const customerUpdateSchema = z.strictObject(customerFields);

/**
 * POST /api/session: exactly one of four kinds. Strict objects make the union refuse a body that
 * mixes kinds or carries any other field (a client cannot set `fotiApiClient`).
 */
export const sessionUpdateSchema = z.union([
  consentUpdateSchema,
  screenUpdateSchema,
  analyticsUpdateSchema,
  customerUpdateSchema,
]);
export type SessionUpdate = z.infer<typeof sessionUpdateSchema>;
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;
export type ScreenUpdate = z.infer<typeof screenUpdateSchema>;
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export type SessionUpdateKind = 'consent' | 'screen' | 'analytics' | 'customer';

export function sessionUpdateKind(update: SessionUpdate): SessionUpdateKind {
  if ('isConsentGiven' in update) return 'consent';
  if ('screenWidth' in update) return 'screen';
  if ('ga4ClientId' in update) return 'analytics';
  return 'customer';
}

const logLevels = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export type LogLevel = (typeof logLevels)[number];

/** POST /api/log. The server adds the session, user agent and referrer it sees itself. */
export const logEntrySchema = z.strictObject({
  level: z.enum(logLevels),
  message: z.string().check(z.minLength(1), z.maxLength(10_000)),
  /** Page the error happened on. */
  url: z.optional(z.string().check(z.maxLength(2048))),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** POST /api/event/page. `ip` is filled by the server from the request; a client cannot know it. */
export const pageEventSchema = z.strictObject({
  category: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  page: z.strictObject({
    url: z.string(),
    path: z.string().check(z.startsWith('/')),
    title: z.string(),
    referrer: z.string(),
  }),
  userAgent: z.string(),
  ip: z.optional(z.string()),
  platform: z.string(),
  mobile: z.boolean(),
});
export type PageEvent = z.infer<typeof pageEventSchema>;

/** An affiliate hit, sent once when a landing URL carries a numeric `afcust`. */
export const affiliateHitSchema = z.strictObject({
  customer_id: z.string().check(z.regex(/^\d+$/)),
  device_footprint: z.string().check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  ip: z.string(),
  campaign: z.optional(z.string().check(z.minLength(1))),
});
