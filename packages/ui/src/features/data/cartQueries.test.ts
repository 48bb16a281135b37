import type { Cart } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { recalculateCart } from './cartQueries.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const line = (id: number, quantity: number, unit: number): Cart['lines'][number] => ({
  id,
  article_id: id,
  article_name: `Article ${id}`,
  article_name_plural: `Articles ${id}`,
  design_id: null,
  design_editable: false,
  quantity,
  unit_price: eur(unit),
  total: eur(unit * quantity),
  url_preview: 'https://product-api.test/images/preview.png',
});

describe('recalculateCart', () => {
  const cart: Cart = {
    id: 1,
    lines: [line(1, 2, 10), line(2, 1, 5)],
    promotion_code: null,
    totals: { subtotal: eur(25), discount: eur(0), shipping: eur(4), total: eur(29) },
    item_count: 3,
  };

  it('updates line totals, subtotal, total and item count while the API answers', () => {
    const next = recalculateCart(cart, [{ ...line(1, 3, 10) }, line(2, 1, 5)]);
    expect(next.lines[0]?.total.amount).toBe(30);
    expect(next.totals.subtotal.amount).toBe(35);
    expect(next.totals.total.amount).toBe(39);
    expect(next.item_count).toBe(4);
  });

  it('never lets a discount exceed what is left', () => {
    const discounted = { ...cart, totals: { ...cart.totals, discount: eur(20) } };
    const next = recalculateCart(discounted, [line(2, 1, 5)]);
    expect(next.totals.discount.amount).toBe(5);
    expect(next.totals.total.amount).toBe(4);
  });
});
