import { describe, expect, it } from 'vitest';
import {
  affiliateHitSchema,
  logEntrySchema,
  pageEventSchema,
  sessionCustomerSchema,
  sessionSchema,
  sessionUpdateKind,
  sessionUpdateSchema,
} from './sessionSchemas.ts';

const customer = {
  id: 7,
  email: 'ana@example.com',
  customer_type: 'PERSON',
  first_name: 'Ana',
  last_name: 'García',
  is_foticos: false,
  permissions: {
    can_make_orders: true,
    accounts_orders: true,
    accounts_tickets: true,
    accounts_invoices: false,
  },
};
const consent = {
  isConsentGiven: true,
  isAdsAccepted: false,
  isAnalyticsAccepted: true,
  consentVersion: 1,
};
const screen = { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 };
const analytics = { ga4ClientId: '123.456', ga4SessionId: '1700000000', ga4SessionNumber: 2 };
const customerUpdate = { customer, updateDateCustomer: '2026-11-22T03:00:00Z' };

describe('session', () => {
  it('needs only the API session id', () => {
    expect(sessionSchema.parse({ fotiApiClient: 'abc' })).toEqual({ fotiApiClient: 'abc' });
    expect(sessionSchema.safeParse({}).success).toBe(false);
  });

  it('holds every field once reported', () => {
    const full = { fotiApiClient: 'abc', ...consent, ...screen, ...analytics, ...customerUpdate };
    expect(sessionSchema.parse(full)).toEqual(full);
    expect(
      sessionSchema.parse({ fotiApiClient: 'abc', customer: null, updateDateCustomer: null })
        .customer,
    ).toBeNull();
  });

  it('keeps an API customer record without its extra fields', () => {
    expect(
      sessionCustomerSchema.parse({ ...customer, created_at: '2026-01-01T00:00:00Z' }),
    ).toEqual(customer);
    expect(sessionCustomerSchema.safeParse({ ...customer, customer_type: 'ROBOT' }).success).toBe(
      false,
    );
  });
});

describe('session updates', () => {
  it.each([
    ['consent', consent],
    ['screen', screen],
    ['analytics', analytics],
    ['customer', customerUpdate],
    ['customer', { customer: null, updateDateCustomer: null }],
  ] as const)('accepts a %s update', (kind, body) => {
    const parsed = sessionUpdateSchema.parse(body);
    expect(sessionUpdateKind(parsed)).toBe(kind);
  });

  it.each([
    ['a mixture of consent and screen', { ...consent, ...screen }],
    ['a mixture of analytics and customer', { ...analytics, ...customerUpdate }],
    ['an extra field', { ...consent, extra: true }],
    ['the API session id', { ...screen, fotiApiClient: 'stolen' }],
    ['an incomplete consent', { isConsentGiven: true }],
    ['a wrong type', { ...consent, isAdsAccepted: 'yes' }],
    ['a zero width', { ...screen, screenWidth: 0 }],
    ['a fractional width', { ...screen, screenWidth: 390.5 }],
    ['a date without zone', { customer, updateDateCustomer: '2026-11-22 03:00' }],
    ['an empty body', {}],
    ['no body', null],
  ])('refuses %s', (_case, body) => {
    expect(sessionUpdateSchema.safeParse(body).success).toBe(false);
  });
});

describe('log entries', () => {
  it('take a level and a message', () => {
    expect(logEntrySchema.parse({ level: 'ERROR', message: 'boom', url: '/es-es/cart' })).toEqual({
      level: 'ERROR',
      message: 'boom',
      url: '/es-es/cart',
    });
  });
  it.each([
    { level: 'FATAL', message: 'x' },
    { level: 'ERROR', message: '' },
    { level: 'ERROR', message: 'x'.repeat(10_001) },
    { level: 'ERROR', message: 'x', session: {} },
  ])('refuse %j', (body) => {
    expect(logEntrySchema.safeParse(body).success).toBe(false);
  });
});

describe('page events', () => {
  const event = {
    category: 'page',
    name: 'load',
    page: {
      url: 'https://shop.example/es-es/cart',
      path: '/es-es/cart',
      title: 'Cesta',
      referrer: '',
    },
    userAgent: 'Mozilla/5.0',
    platform: 'Linux',
    mobile: false,
  };
  it('accept the spec payload, with or without ip', () => {
    expect(pageEventSchema.parse(event)).toEqual(event);
    expect(pageEventSchema.parse({ ...event, ip: '203.0.113.9' }).ip).toBe('203.0.113.9');
  });
  it('refuse missing fields, relative paths without slash and extra fields', () => {
    expect(pageEventSchema.safeParse({ ...event, name: '' }).success).toBe(false);
    expect(
      pageEventSchema.safeParse({ ...event, page: { ...event.page, path: 'cart' } }).success,
    ).toBe(false);
    expect(pageEventSchema.safeParse({ ...event, page: { ...event.page, extra: 1 } }).success).toBe(
      false,
    );
    expect(pageEventSchema.safeParse({ ...event, mobile: 'no' }).success).toBe(false);
  });
});

describe('affiliate hits', () => {
  const hit = {
    customer_id: '42',
    device_footprint: 'fp',
    domain: 'shop.example',
    url: 'https://shop.example/es-es?afcust=42',
    ip: '203.0.113.9',
  };
  it('need a numeric customer id; the campaign is optional', () => {
    expect(affiliateHitSchema.parse(hit)).toEqual(hit);
    expect(affiliateHitSchema.parse({ ...hit, campaign: 'winter' }).campaign).toBe('winter');
    expect(affiliateHitSchema.safeParse({ ...hit, customer_id: '42a' }).success).toBe(false);
    expect(affiliateHitSchema.safeParse({ ...hit, campaign: '' }).success).toBe(false);
  });
});
