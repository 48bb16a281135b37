import { countrySites, shopCurrencies, type CountrySite } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { reset } from './node.ts';
import { checkoutUpToPayment } from './testing/checkoutUpToPayment.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

/** A guest's purchase on one country site, told the site by its locale as the storefront does. */
async function purchaseOn(site: CountrySite) {
  const api = mockApiClient({
    sessionId: `currency-${site.brand}-${site.id}`,
    language: site.locale,
  });
  const { article } = await api.call('catalogue.getArticle', { article_id: 1001 });
  const { template } = await api.call('productTemplates.getForArticle', { article_id: 1001 });
  const { cart, checkout } = await checkoutUpToPayment(api, site);
  const placed = await api.call('checkout.placeOrder', {
    payment_method: 'CARD',
    accepts_terms: true,
    return_url: `https://shop.test/${site.id}/order-completed`,
    brand: site.brand,
  });
  const order = db.orders.find((candidate) => candidate.public_id === placed.order.public_id);
  return { article, template, cart, checkout, order };
}

describe('every country site sells, prices and charges in its own currency', () => {
  it.each(countrySites.map((site) => [site.brand, site.id, site] as const))(
    '%s %s',
    async (_brand, _id, site) => {
      const { article, template, cart, checkout, order } = await purchaseOn(site);
      expect(shopCurrencies[site.shop]).toContain(site.currency);
      // The product page shows the price of the site's currency; the editor its template's price.
      expect(article.prices.map((price) => price.currency)).toContain(site.currency);
      expect(template.pricing?.base.currency).toBe(site.currency);
      expect(cart.totals.subtotal.currency).toBe(site.currency);
      expect(cart.lines[0]?.unit_price.currency).toBe(site.currency);
      expect(checkout.cart.totals.total.currency).toBe(site.currency);
      expect(checkout.shipment?.price.currency).toBe(site.currency);
      expect(order).toMatchObject({ currency: site.currency });
      expect(shopCurrencies[order?.shop ?? site.shop]).toContain(site.currency);
    },
  );
});

describe('a foticos account’s commissions', () => {
  it('are in the currency their order was paid in, the totals in the site’s', async () => {
    const auth: { token?: string } = {};
    const api = mockApiClient({ language: 'es-ES', token: () => auth.token });
    auth.token = (
      await api.call('auth.login', { email: demoAccounts.foticos, password: demoPassword })
    ).token;
    const { commissions, totals } = await api.call('foticos.listCommissions', {
      brand: 'main',
      per_page: 100,
    });
    expect(commissions.length).toBeGreaterThan(0);
    for (const commission of commissions) {
      const order = db.orders.find((candidate) => candidate.number === commission.order_number);
      expect(commission.amount.currency, commission.order_number).toBe(order?.currency);
    }
    expect(commissions.some((commission) => commission.amount.currency === 'EUR')).toBe(true);
    expect([totals.pending.currency, totals.paid.currency]).toEqual(['EUR', 'EUR']);
  });
});
