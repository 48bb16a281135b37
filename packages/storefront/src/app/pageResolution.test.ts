import { brandById } from '@shop/brands';
import { fixtures } from '@shop/mocks';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { resolvePage } from './pageResolution.ts';

const brand: BrandConfig = brandById('main');
const customer = fixtures.customer.demo;
const request = (path: string, loggedIn = false) => ({
  path,
  customer: loggedIn ? customer : null,
  isCrawler: false,
  loadCart: () => Promise.resolve({ lineCount: 0, hasCustomer: loggedIn }),
});

describe('resolvePage', () => {
  it('renders a wired route', async () => {
    const resolution = await resolvePage(brand, request('/pl-pl'));
    expect(resolution.kind).toBe('page');
    if (resolution.kind === 'page') expect(resolution.match.countrySite.id).toBe('pl-pl');
  });

  it('sends an anonymous visitor of the account area to the login page with the way back', async () => {
    expect(await resolvePage(brand, request('/es-es/accounts/home'))).toEqual({
      kind: 'redirect',
      location: '/es-es/login?redirect=%2Fes-es%2Faccounts%2Fhome',
    });
  });

  it('sends a logged-in customer away from the login page', async () => {
    const resolution = await resolvePage(brand, request('/es-es/login', true));
    expect(resolution.kind).toBe('redirect');
  });

  it('answers 404 with the spec message for a failed validation and an unknown country site', async () => {
    expect(await resolvePage(brand, request('/es-es/help-center/category/abc'))).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page Not Found: /es-es/help-center/category/abc',
    });
    expect(await resolvePage(brand, request('/xx-yy/cart'))).toMatchObject({
      kind: 'error',
      status: 404,
      message: 'Page not found',
    });
  });

  it('tells a customer who may not order why the checkout refuses them (403)', async () => {
    const restricted = {
      ...customer,
      permissions: { ...customer.permissions, can_make_orders: false },
    };
    expect(
      await resolvePage(brand, {
        ...request('/es-es/checkout'),
        customer: restricted,
        loadCart: () => Promise.resolve({ lineCount: 2, hasCustomer: true }),
      }),
    ).toEqual({ kind: 'error', status: 403, message: 'Forbidden', refusal: 'orders-not-allowed' });
  });
});
