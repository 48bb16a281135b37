import { describe, expect, it } from 'vitest';
import { visibleAccountPages } from './layoutTypes.ts';

const everything = { canSeeOrders: true, canSeeTickets: true, canSeeInvoices: true };

describe('visibleAccountPages', () => {
  it('hides the foticos pages from other accounts', () => {
    expect(visibleAccountPages({ isFoticos: false, ...everything })).toEqual([
      'home',
      'profile',
      'designs',
      'orders',
      'tickets',
    ]);
  });

  it('shows config, invoices, commissions and designs admin to foticos accounts', () => {
    expect(visibleAccountPages({ isFoticos: true, ...everything })).toEqual([
      'home',
      'profile',
      'designs',
      'orders',
      'tickets',
      'invoices',
      'config',
      'commissions',
      'designsAdmin',
    ]);
  });

  it('also needs the allow flags for orders, tickets and invoices', () => {
    expect(
      visibleAccountPages({
        isFoticos: true,
        canSeeOrders: false,
        canSeeTickets: false,
        canSeeInvoices: false,
      }),
    ).toEqual(['home', 'profile', 'designs', 'config', 'commissions', 'designsAdmin']);
  });
});
