import { brandOfShop, countrySites, isApiError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { embeddedProductApi, reset } from './embedded.ts';
import { customerDesignCount, secondBrandDesignCount } from './fixtures/designs.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

beforeEach(() => reset());
afterEach(() => reset());

async function demoCustomer() {
  const { token } = await mockApiClient({ sessionId: 'brand-login' }).call('auth.login', {
    email: demoAccounts.customer,
    password: demoPassword,
  });
  return mockApiClient({ sessionId: 'brand-session', token: () => token });
}

// Each brand's account pages list what was bought, asked and designed in its own shops.
describe("the demo customer's account, per brand", () => {
  it('lists only the orders and tickets of the brand asked for', async () => {
    const api = await demoCustomer();
    for (const brand of ['main', 'second'] as const) {
      const { orders } = await api.call('orders.list', { brand, page: 1, per_page: 100 });
      expect(orders.length).toBeGreaterThan(0);
      const shops = orders.map(
        (order) => db.orders.find((candidate) => candidate.id === order.id)?.shop,
      );
      expect(shops.every((shop) => shop !== undefined && brandOfShop(shop) === brand)).toBe(true);
      const { tickets } = await api.call('tickets.list', { brand, page: 1, per_page: 100 });
      expect(tickets.length).toBeGreaterThan(0);
      const ticketShops = tickets.map(
        (ticket) => db.tickets.find((candidate) => candidate.id === ticket.id)?.shop,
      );
      expect(ticketShops.every((shop) => shop !== undefined && brandOfShop(shop) === brand)).toBe(
        true,
      );
    }
  });

  it("opens an order or a ticket only with its own brand's shop, else answers 404", async () => {
    const api = await demoCustomer();
    const order = db.orders.find((candidate) => candidate.shop === 'TZ-ES');
    const ticket = db.tickets.find((candidate) => candidate.shop === 'TZ-ES');
    if (!order || !ticket) throw new Error('The seed has second-brand orders and tickets');
    expect((await api.call('orders.get', { order_id: order.id, brand: 'second' })).order.id).toBe(
      order.id,
    );
    const refused = await Promise.all([
      api
        .call('orders.get', { order_id: order.id, brand: 'main' })
        .catch((error: unknown) => error),
      api
        .call('tickets.get', { ticket_id: ticket.id, brand: 'main' })
        .catch((error: unknown) => error),
    ]);
    expect(refused.map((error) => isApiError(error) && error.upstreamStatus)).toEqual([404, 404]);
    expect(
      (await api.call('tickets.get', { brand: 'second', ticket_id: ticket.id })).ticket.id,
    ).toBe(ticket.id);
  });

  it("lists only the brand's designs, and a design saved in a brand's shop shows in that brand's library", async () => {
    const api = await demoCustomer();
    const listOf = async (brand: 'main' | 'second') =>
      (await api.call('designs.list', { brand, page: 1, per_page: 100 })).designs.map(
        (design) => design.id,
      );
    const main = await listOf('main');
    const second = await listOf('second');
    expect(main).toHaveLength(customerDesignCount);
    expect(second).toHaveLength(secondBrandDesignCount);
    expect(main.filter((id) => second.includes(id))).toEqual([]);

    const { design } = await api.call('designs.create', {
      article_id: 10001,
      name: 'Lisbon',
      brand: 'second',
    });
    expect(await listOf('second')).toContain(design.id);
    expect(await listOf('main')).not.toContain(design.id);
  });

  it("opens, saves, renames, duplicates and deletes a design only on its own brand's storefront, else answers 404", async () => {
    const api = await demoCustomer();
    const own = db.designs.find(
      (candidate) => candidate.brand === 'second' && candidate.owner_customer_id !== null,
    );
    if (!own) throw new Error("The seed has designs in the second brand's shop");
    const design_id = own.id;
    const status = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
      );
    // From the main brand's storefront the design is not there, whatever is asked of it.
    expect(
      await Promise.all([
        status(api.call('designs.get', { design_id, brand: 'main' })),
        status(api.call('designs.preview', { design_id, brand: 'main' })),
        status(api.call('designs.update', { design_id, brand: 'main', revision: 0, name: 'X' })),
        status(api.call('designs.remove', { design_id, brand: 'main' })),
      ]),
    ).toEqual([404, 404, 404, 404]);
    expect(own.name).not.toBe('X');
    expect(db.designs).toContain(own);

    // Its own brand's storefront opens it, renames it (a duplicate starts by opening it) and deletes it.
    const { design } = await api.call('designs.get', { design_id, brand: 'second' });
    expect(design.id).toBe(design_id);
    const renamed = await api.call('designs.update', {
      design_id,
      brand: 'second',
      revision: design.revision,
      name: 'Porto',
    });
    expect(renamed.design.name).toBe('Porto');
    expect(
      (await api.call('designs.preview', { design_id, brand: 'second' })).previews.length,
    ).toBeGreaterThan(0);
    expect(await status(api.call('designs.remove', { design_id, brand: 'second' }))).toBe(200);
    expect(await status(api.call('designs.get', { design_id, brand: 'second' }))).toBe(404);
  });
});

// Tracking, invoices and commissions name their brand: another brand's record is not there.
describe("each brand's orders, seen from the other brand", () => {
  const status = (call: Promise<unknown>) =>
    call.then(
      () => 200,
      (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
    );

  it("tracks a guest order only on its own brand's storefront, else answers 404", async () => {
    const api = mockApiClient({ sessionId: 'brand-tracking' });
    const mainOrder = db.orders.find((order) => order.public_id === 'HPVZ6FHD');
    const secondOrder = db.orders.find((order) => order.shop === 'TZ-ES');
    if (!mainOrder || !secondOrder) throw new Error('The seed has orders of both brands');
    expect(brandOfShop(mainOrder.shop)).toBe('main');
    const tracking = (public_id: string, brand: 'main' | 'second') =>
      status(api.call('tracking.get', { public_id, brand }));
    expect(
      await Promise.all([
        tracking(mainOrder.public_id, 'main'),
        tracking(mainOrder.public_id, 'second'),
        tracking(secondOrder.public_id, 'second'),
        tracking(secondOrder.public_id, 'main'),
      ]),
    ).toEqual([200, 404, 200, 404]);
    const lookup = (brand: 'main' | 'second') =>
      status(
        api.call('tracking.lookup', {
          order_number: mainOrder.number,
          email: mainOrder.email,
          brand,
        }),
      );
    expect([await lookup('main'), await lookup('second')]).toEqual([200, 404]);
  });

  it("lists the foticos account's invoices and commissions of the brand asked for only", async () => {
    const { token } = await mockApiClient({ sessionId: 'foticos-login' }).call('auth.login', {
      email: demoAccounts.foticos,
      password: demoPassword,
    });
    const api = mockApiClient({ sessionId: 'foticos-session', token: () => token });
    for (const brand of ['main', 'second'] as const) {
      const { invoices } = await api.call('invoices.list', { brand, per_page: 100 });
      const { commissions } = await api.call('foticos.listCommissions', { brand, per_page: 100 });
      expect(invoices.length, brand).toBeGreaterThan(0);
      expect(commissions.length, brand).toBeGreaterThan(0);
      const invoiceShops = invoices.map(
        (invoice) => db.invoices.find((candidate) => candidate.id === invoice.id)?.shop,
      );
      expect(invoiceShops.every((shop) => shop && brandOfShop(shop) === brand)).toBe(true);
      const orderShops = commissions.map(
        (commission) => db.orders.find((order) => order.number === commission.order_number)?.shop,
      );
      expect(orderShops.every((shop) => shop && brandOfShop(shop) === brand)).toBe(true);
    }
  });

  it('refuses a lookup that names no brand, rather than answer for every brand', async () => {
    const response = await embeddedProductApi(
      new Request('https://product-api.test/tracking/HPVZ6FHD?ext_session_id=s'),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('brand');
  });
});

// Each brand tells its own story on /about-us; pages that name no brand are shared.
describe("each brand's CMS pages", () => {
  // The shop's languages, from its country sites (14).
  const languages = [...new Set(countrySites.map((site) => site.language))];
  const storyOf = async (language: string, brand?: 'main' | 'second') => {
    const { page } = await mockApiClient({ language }).call('pages.get', {
      slug: 'about-us',
      brand,
    });
    const text = page.blocks.map((block) => block.body_html).join('');
    return { title: page.title, text, description: page.meta_description, blocks: page.blocks };
  };

  it('answers each brand its own about-us page in every language, and they differ', async () => {
    expect(languages).toHaveLength(14);
    const englishSecond = await storyOf('en', 'second');
    for (const language of languages) {
      const main = await storyOf(language, 'main');
      const second = await storyOf(language, 'second');
      // The main brand keeps its story, also for a caller that names no brand.
      expect(await storyOf(language), language).toEqual(main);
      expect(main.text, language).not.toContain('Tazu');
      expect(second.text, language).toContain('Tazu');
      expect(second.title, language).not.toBe(main.title);
      expect(second.text, language).not.toBe(main.text);
      expect(second.description, language).not.toBe(main.description);
      // One text block of a few paragraphs, as the main brand's page.
      expect(second.blocks.map((block) => block.kind)).toEqual(main.blocks.map((b) => b.kind));
      expect(second.text.match(/<p>/g)?.length ?? 0, language).toBeGreaterThanOrEqual(2);
      // Written in the language asked for, not the English story.
      if (language !== 'en') {
        expect(second.title, language).not.toBe(englishSecond.title);
        expect(second.text, language).not.toBe(englishSecond.text);
      }
    }
  });

  it('shares the pages that name no brand', async () => {
    const api = mockApiClient({ language: 'es' });
    for (const slug of ['christmas-gifts', 'photo-books']) {
      const [main, second] = await Promise.all(
        (['main', 'second'] as const).map(
          async (brand) => (await api.call('pages.get', { slug, brand })).page,
        ),
      );
      expect(second, slug).toEqual(main);
    }
    // The legal pages name each brand's own company.
    const [mainPrivacy, secondPrivacy] = await Promise.all(
      (['main', 'second'] as const).map(
        async (brand) => (await api.call('pages.get', { slug: 'privacy', brand })).page,
      ),
    );
    expect(JSON.stringify(mainPrivacy)).toContain('Wepix Print S.L.');
    expect(JSON.stringify(secondPrivacy)).toContain('Tazu Regalos S.L.');
    const missing = await api
      .call('pages.get', { slug: 'no-such-page', brand: 'second' })
      .catch((error: unknown) => error);
    expect(isApiError(missing) && missing.upstreamStatus).toBe(404);
  });
});
