import { afterEach, describe, expect, it } from 'vitest';
import { checkoutDrafts } from './checkoutQueries.ts';

describe('checkout drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps each step of each cart apart', () => {
    checkoutDrafts.write(1, 'contact', { email: 'ana@example.com' });
    checkoutDrafts.write(2, 'contact', { email: 'other@example.com' });
    expect(checkoutDrafts.read(1, 'contact')).toEqual({ email: 'ana@example.com' });
    expect(checkoutDrafts.read(1, 'address')).toBeUndefined();
  });

  it('forgets every step of a cart once the order is placed', () => {
    checkoutDrafts.write(1, 'contact', { email: 'ana@example.com' });
    checkoutDrafts.write(1, 'payment', { payment_method: 'CARD' });
    checkoutDrafts.write(2, 'contact', { email: 'other@example.com' });
    checkoutDrafts.clear(1);
    expect(checkoutDrafts.read(1, 'contact')).toBeUndefined();
    expect(checkoutDrafts.read(1, 'payment')).toBeUndefined();
    expect(checkoutDrafts.read(2, 'contact')).toEqual({ email: 'other@example.com' });
  });

  it('ignores a stored value that is not a draft', () => {
    sessionStorage.setItem('shop.checkout-draft:1:contact', '{not json');
    expect(checkoutDrafts.read(1, 'contact')).toBeUndefined();
  });
});
