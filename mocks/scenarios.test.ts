import { isApiError, type ApiResult, type EndpointArea, type EndpointName } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { reset, useHandlers } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { manyLinesCount, manyOrdersCount, manyTicketsCount } from './scenarios/account.ts';
import { manyAddressesCount } from './scenarios/customers.ts';
import { manyDesignsCount, mailedCollageId, mailedCollageToken } from './scenarios/designs.ts';
import { manyAdminDesigns, manyFoticosRows } from './scenarios/foticos.ts';
import { slowDelayMs } from './scenarios/helpers.ts';
import { scenarioNames, scenarios, scenariosByName, type ScenarioName } from './scenarios/index.ts';
import { mockApiClient, type MockApiClient } from './testing/mockApiClient.ts';

const tested = new Set<ScenarioName>();
function use(name: ScenarioName): void {
  tested.add(name);
  useHandlers(...scenariosByName[name]);
}

async function failure(
  call: Promise<unknown>,
): Promise<{ status: number | undefined; code: number | undefined; reason: string }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error))
      return { status: error.upstreamStatus, code: error.errorCode, reason: error.reason };
    throw error;
  }
  throw new Error('Expected the call to fail');
}

let token: string | undefined;
let api: MockApiClient;

beforeEach(async () => {
  reset();
  token = undefined;
  // Long enough for an image upload on a busy machine; the .timeout scenarios wait it out once.
  api = mockApiClient({ sessionId: 'scenario-session', token: () => token, timeoutMs: 3000 });
  // Foticos may use every account endpoint, so one login reaches every area.
  token = (await api.call('auth.login', { email: demoAccounts.foticos, password: demoPassword }))
    .token;
});
afterEach(() => reset());

const png = new Blob(
  [
    Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
      8, 0, 0, 0, 6,
    ]),
  ],
  { type: 'image/png' },
);

/** One call per area that succeeds on the happy path. */
const probes: Record<EndpointArea, () => Promise<ApiResult<EndpointName>>> = {
  catalogue: () => api.call('catalogue.listFamilies'),
  productTemplates: () => api.call('productTemplates.getForArticle', { article_id: 1001 }),
  designs: () => api.call('designs.listReadyMade', { article_id: 1001 }),
  cart: () => api.call('cart.get'),
  auth: () => api.call('auth.requestPasswordReset', { email: demoAccounts.customer }),
  customers: () => api.call('customers.getProfile'),
  checkout: () => api.call('checkout.listPaymentMethods'),
  orders: () => api.call('orders.list', { brand: 'main' }),
  tracking: () =>
    api.call('tracking.get', { brand: 'main', public_id: db.orders[0]?.public_id ?? '' }),
  tickets: () => api.call('tickets.list', { brand: 'main' }),
  contact: () =>
    api.call('contact.send', {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'Question',
      accepts_privacy: true,
    }),
  invoices: () => api.call('invoices.list', { brand: 'main' }),
  foticos: () => api.call('foticos.getConfig'),
  reviews: () => api.call('reviews.summary'),
  helpCenter: () => api.call('helpCenter.listCategories'),
  pages: () => api.call('pages.relatedContent', { placement: 'CART' }),
  newsletter: () =>
    api.call('newsletter.subscribe', { email: 'ana@example.com', accepts_privacy: true }),
  affiliates: () =>
    api.call('affiliates.recordHit', {
      customer_id: '2',
      device_footprint: 'fp',
      domain: 'shop.test',
      url: 'https://shop.test/',
      ip: '203.0.113.1',
    }),
  images: () => api.call('images.upload', { img: png }),
};
const areas = Object.keys(probes) as EndpointArea[];

describe('failure scenarios of every area', () => {
  it.each(areas)('%s answers on the happy path', async (area) => {
    const result = await probes[area]();
    expect(result.error).toBeUndefined();
  });

  it.each(areas)('%s.serverError answers 500 with the error envelope', async (area) => {
    use(`${area}.serverError`);
    expect(await failure(probes[area]())).toEqual({ status: 500, code: 5000, reason: 'api' });
  });

  it.each(areas)('%s.failsOnce answers 500 once, then the data again', async (area) => {
    use(`${area}.failsOnce`);
    expect(await failure(probes[area]())).toEqual({ status: 500, code: 5000, reason: 'api' });
    expect((await probes[area]()).error).toBeUndefined();
  });

  it.each(areas)('%s.errorCode5004 answers the data with a 5004 notice', async (area) => {
    use(`${area}.errorCode5004`);
    const result = await probes[area]();
    expect(result.error?.error_code).toBe(5004);
  });

  it('*.timeout never answers, so the client times out', async () => {
    for (const area of areas) use(`${area}.timeout`);
    const failures = await Promise.all(areas.map((area) => failure(probes[area]())));
    expect(failures.map((entry) => entry.reason)).toEqual(areas.map(() => 'timeout'));
  });

  it('*.slow answers normally, late', async () => {
    const slowApi = mockApiClient({
      sessionId: 'scenario-session',
      token: () => token,
      timeoutMs: slowDelayMs * 3,
    });
    api = slowApi;
    for (const area of areas) use(`${area}.slow`);
    const started = performance.now();
    const results = await Promise.all(areas.map((area) => probes[area]()));
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowDelayMs - 50);
    expect(results.every((result) => result.error === undefined)).toBe(true);
  }, 20_000);
});

describe('design scenarios', () => {
  it('designs.startedCollage leaves a design of the collage in the session', async () => {
    use('designs.startedCollage');
    const { designs } = await api.call('designs.list', { brand: 'main', article_id: 2004 });
    expect(designs.map((design) => design.name)).toEqual(['Lisboa 2026']);
  });

  it('designs.startedCollages leaves two designs of the collage, the last changed first', async () => {
    use('designs.startedCollages');
    const { designs } = await api.call('designs.list', {
      brand: 'main',
      article_id: 2004,
      sort: 'DATE_LAST_MODIFICATION',
    });
    expect(designs.map((design) => design.name)).toEqual(['Lisboa 2026', 'Oporto 2025']);
  });

  it("designs.mailedLink leaves another browser's design that only its link's token opens", async () => {
    use('designs.mailedLink');
    await api.call('designs.list', { brand: 'main' });
    const status = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
      );
    expect(
      await status(api.call('designs.get', { brand: 'main', design_id: mailedCollageId })),
    ).toBe(403);
    const { design } = await api.call('designs.openLink', {
      brand: 'main',
      design_id: mailedCollageId,
      link_token: mailedCollageToken,
    });
    expect(design.name).toBe('Playa de La Caleta');
  });
});

describe('cart scenarios', () => {
  it('cart.empty empties a cart that had lines', async () => {
    await api.call('cart.addLine', { article_id: 10001, quantity: 10 });
    use('cart.empty');
    expect((await api.call('cart.get')).cart.lines).toEqual([]);
  });

  it('cart.filled has three lines', async () => {
    use('cart.filled');
    expect((await api.call('cart.get')).cart.lines).toHaveLength(3);
  });

  it('cart.long has many lines and stays editable', async () => {
    use('cart.long');
    const { cart } = await api.call('cart.get');
    expect(cart.lines).toHaveLength(24);
    const after = await api.call('cart.removeLine', { line_id: cart.lines[0]?.id ?? 0 });
    expect(after.cart.lines).toHaveLength(23);
  });

  it("cart.ownDesign has the visitor's design, editable, with its uploaded preview", async () => {
    use('cart.ownDesign');
    const { cart } = await api.call('cart.get');
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    expect(line?.design_editable).toBe(true);
    expect(line?.url_preview).toContain('/mock-uploads/');
    const { design } = await api.call('designs.get', {
      brand: 'main',
      design_id: line?.design_id ?? '',
    });
    expect(design.name).toBe('Lisboa 2026');
  });

  it('cart.withPromotionCode has a discount', async () => {
    use('cart.withPromotionCode');
    const { cart } = await api.call('cart.get');
    expect(cart.promotion_code).toBe('WELCOME10');
    expect(cart.totals.discount.amount).toBeGreaterThan(0);
  });
});

describe('checkout scenarios', () => {
  it('checkout.start, checkout.shipmentStep and checkout.paymentStep open the checkout at their step', async () => {
    use('checkout.start');
    expect((await api.call('checkout.get')).checkout.current_step).toBe('contact');
    reset();
    use('checkout.shipmentStep');
    expect((await api.call('checkout.get')).checkout.current_step).toBe('shipment');
    reset();
    use('checkout.separateAddresses');
    const { checkout } = await api.call('checkout.get');
    expect(checkout.current_step).toBe('shipment');
    expect(checkout.billing_address?.street).not.toBe(checkout.delivery?.address?.street);
    reset();
    use('checkout.paymentStep');
    expect((await api.call('checkout.get')).checkout.current_step).toBe('payment');
    const placed = await api.call('checkout.placeOrder', {
      payment_method: 'CARD',
      accepts_terms: true,
      return_url: 'https://shop.test/done',
    });
    expect(placed.order.public_id).not.toBe('');
  });

  it('checkout.loggedIn opens step 1 for the demo customer, with a filled cart', async () => {
    // The scenario logs the session in as the demo customer.
    token = undefined;
    use('checkout.loggedIn');
    const { checkout } = await api.call('checkout.get');
    expect(checkout.current_step).toBe('contact');
    expect(checkout.cart.lines.length).toBeGreaterThan(0);
    expect((await api.call('customers.getProfile')).customer.email).toBe(demoAccounts.customer);
  });

  it('checkout.noPickpoints finds no pickpoint', async () => {
    use('checkout.noPickpoints');
    expect(
      (
        await api.call('checkout.listPickpoints', {
          carrier: 'GLS',
          postcode: '28014',
          country: 'ES',
        })
      ).pickpoints,
    ).toEqual([]);
  });

  it('checkout.noShipmentOptions offers no shipment', async () => {
    use('checkout.noShipmentOptions');
    expect((await api.call('checkout.listShipmentOptions')).options).toEqual([]);
  });
});

describe('account scenarios', () => {
  it('auth.unauthenticated refuses account calls and logins with 401', async () => {
    use('auth.unauthenticated');
    expect(await failure(api.call('customers.getProfile'))).toMatchObject({
      status: 401,
      code: 4010,
    });
    expect(await failure(api.call('orders.list', { brand: 'main' }))).toMatchObject({
      status: 401,
      code: 4010,
    });
    expect(
      await failure(
        api.call('auth.login', { email: demoAccounts.customer, password: demoPassword }),
      ),
    ).toMatchObject({
      status: 401,
      code: 4011,
    });
  });

  it.each(['auth.customer', 'account.customer'] as const)(
    '%s logs the session in as the demo customer, without a token',
    async (name) => {
      token = undefined;
      use(name);
      expect((await api.call('customers.getProfile')).customer.email).toBe(demoAccounts.customer);
      // 51 orders in the main brand's shops and 17 in the second brand's.
      expect((await api.call('orders.list', { brand: 'main' })).pagination.total_items).toBe(51);
      const second = await api.call('orders.list', { brand: 'second' });
      expect(second.pagination.total_items).toBe(17);
      expect(second.orders.every((order) => order.number.startsWith('TZES-'))).toBe(true);
    },
  );

  it('account.foticos logs the session in as the foticos account', async () => {
    token = undefined;
    use('account.foticos');
    expect((await api.call('customers.getProfile')).customer.is_foticos).toBe(true);
    expect((await api.call('invoices.list', { brand: 'main' })).invoices.length).toBeGreaterThan(0);
  });

  it('account.restricted may not see orders, tickets or invoices, nor place orders', async () => {
    token = undefined;
    use('account.restricted');
    expect((await api.call('customers.getProfile')).customer.permissions).toEqual({
      can_make_orders: false,
      accounts_orders: false,
      accounts_tickets: false,
      accounts_invoices: false,
    });
    expect(await failure(api.call('orders.list', { brand: 'main' }))).toMatchObject({
      status: 403,
      code: 4030,
    });
    expect(await failure(api.call('tickets.list', { brand: 'main' }))).toMatchObject({
      status: 403,
      code: 4030,
    });
    expect(await failure(api.call('invoices.list', { brand: 'main' }))).toMatchObject({
      status: 403,
      code: 4030,
    });
    use('checkout.paymentStep');
    expect(
      await failure(
        api.call('checkout.placeOrder', {
          payment_method: 'CARD',
          accepts_terms: true,
          return_url: 'https://shop.test/done',
        }),
      ),
    ).toMatchObject({ status: 403, code: 4030 });
  });

  it('orders.many paginates the demo customer’s orders', async () => {
    token = undefined;
    use('orders.many');
    const first = await api.call('orders.list', { brand: 'main' });
    const seeded = db.orders.filter(
      (order) => order.customer_id === 1 && order.id < 700001 && order.shop !== 'TZ-ES',
    ).length;
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 20,
      total_items: seeded + manyOrdersCount,
      total_pages: Math.ceil((seeded + manyOrdersCount) / 20),
    });
    const last = await api.call('orders.list', {
      brand: 'main',
      page: first.pagination.total_pages,
    });
    expect(last.orders.length).toBeGreaterThan(0);
    const second = await api.call('orders.list', { brand: 'second' });
    expect(second.pagination.total_items).toBe(17 + manyOrdersCount);
  });

  it('orders.manyLines gives the newest order of each brand many lines', async () => {
    token = undefined;
    use('orders.manyLines');
    for (const [brand, orderId] of [
      ['main', 100001],
      ['second', 100301],
    ] as const)
      expect((await api.call('orders.get', { brand, order_id: orderId })).order.lines).toHaveLength(
        manyLinesCount,
      );
  });

  it('tickets.many gives each brand pages of open tickets', async () => {
    token = undefined;
    use('tickets.many');
    for (const brand of ['main', 'second'] as const) {
      const { pagination } = await api.call('tickets.list', { brand, status: 'PENDING' });
      expect(pagination.total_items).toBeGreaterThan(manyTicketsCount);
    }
  });

  it('orders.empty has no orders', async () => {
    use('orders.empty');
    expect((await api.call('orders.list', { brand: 'main' })).pagination.total_items).toBe(0);
  });
});

describe('list scenarios', () => {
  it('catalogue.empty lists no articles and no offers', async () => {
    use('catalogue.empty');
    expect((await api.call('catalogue.listArticles')).articles).toEqual([]);
    expect((await api.call('catalogue.listOffers')).offers).toEqual([]);
  });

  it('catalogue.noSearchResults finds nothing', async () => {
    use('catalogue.noSearchResults');
    expect((await api.call('catalogue.search', { query: 'mug' })).pagination.total_items).toBe(0);
  });

  it('designs.empty, tickets.empty and invoices.empty list nothing', async () => {
    use('designs.empty');
    use('tickets.empty');
    use('invoices.empty');
    expect((await api.call('designs.list', { brand: 'main' })).designs).toEqual([]);
    expect((await api.call('designs.listReadyMade', { article_id: 1001 })).designs).toEqual([]);
    expect((await api.call('tickets.list', { brand: 'main' })).tickets).toEqual([]);
    expect((await api.call('invoices.list', { brand: 'main' })).invoices).toEqual([]);
  });

  it('helpCenter.empty has no categories or topics; noSearchResults keeps the featured lists', async () => {
    use('helpCenter.empty');
    expect((await api.call('helpCenter.listCategories')).categories).toEqual([]);
    expect((await api.call('helpCenter.getCategory', { category_id: 3 })).topics).toEqual([]);
    reset();
    use('helpCenter.noSearchResults');
    expect((await api.call('helpCenter.listTopics', { query: 'order' })).topics).toEqual([]);
    expect((await api.call('helpCenter.listTopics', { ids: [90, 23] })).topics).toHaveLength(2);
  });

  it('reviews.empty has no reviews and a zero summary', async () => {
    use('reviews.empty');
    expect((await api.call('reviews.list')).reviews).toEqual([]);
    expect((await api.call('reviews.summary')).summary.count).toBe(0);
  });

  it('pages.noRelatedContent places nothing; pages.relatedContentFails fails only related content', async () => {
    use('pages.noRelatedContent');
    expect((await api.call('pages.relatedContent', { placement: 'ERROR_PAGE' })).blocks).toEqual(
      [],
    );
    reset();
    use('pages.relatedContentFails');
    for (const placement of ['ERROR_PAGE', 'SEARCH_PAGE', 'CART'] as const)
      expect(await failure(api.call('pages.relatedContent', { placement }))).toMatchObject({
        status: 500,
        code: 5000,
      });
    expect((await api.call('pages.get', { slug: 'about-us' })).page.slug).toBe('about-us');
  });

  it('customers.noAddresses and customers.manyAddresses set the address book', async () => {
    // The scenarios log the session in as the demo customer.
    token = undefined;
    use('customers.noAddresses');
    expect((await api.call('customers.listAddresses')).addresses).toEqual([]);
    reset();
    use('customers.manyAddresses');
    const { addresses } = await api.call('customers.listAddresses');
    expect(addresses).toHaveLength(manyAddressesCount);
    expect(addresses.filter((address) => address.is_default)).toHaveLength(1);
  });

  it('customers.updateRefused refuses the profile with a field reason', async () => {
    use('customers.updateRefused');
    const update = api.call('customers.updateProfile', {
      customer_type: 'PERSON',
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '+34 600 000 000',
    });
    expect(await failure(update)).toMatchObject({ status: 400, code: 4000 });
  });

  it("designs.many fills the demo customer's design library", async () => {
    token = undefined;
    use('designs.many');
    for (const brand of ['main', 'second'] as const) {
      const { pagination } = await api.call('designs.list', { brand, per_page: 100 });
      expect(pagination.total_items).toBe(manyDesignsCount);
    }
  });

  it('invoices.many and foticos.manyCommissions fill the foticos account', async () => {
    use('invoices.many');
    use('foticos.manyCommissions');
    expect((await api.call('invoices.list', { brand: 'main' })).pagination.total_items).toBe(
      manyFoticosRows,
    );
    expect(
      (await api.call('foticos.listCommissions', { brand: 'main' })).pagination.total_items,
    ).toBe(manyFoticosRows);
  });

  it('foticos.noCommissions and foticos.noDesigns list nothing', async () => {
    use('foticos.noCommissions');
    use('foticos.noDesigns');
    expect((await api.call('foticos.listCommissions', { brand: 'main' })).commissions).toEqual([]);
    expect((await api.call('foticos.listDesigns')).designs).toEqual([]);
  });

  it('foticos.manyDesigns and foticos.newAccount prepare the foticos account', async () => {
    const before = (await api.call('foticos.listDesigns')).pagination.total_items;
    use('foticos.manyDesigns');
    use('foticos.newAccount');
    expect((await api.call('foticos.listDesigns')).pagination.total_items).toBe(
      before + manyAdminDesigns,
    );
    expect((await api.call('foticos.getConfig')).config).toMatchObject({
      iban: null,
      website: null,
    });
  });

  it('foticos.configRefused refuses the settings with a field reason', async () => {
    use('foticos.configRefused');
    expect(
      await failure(api.call('foticos.updateConfig', { display_name: 'Studio Foto Nowak' })),
    ).toMatchObject({ status: 400, code: 4000 });
  });

  it('tracking.notFound answers 404', async () => {
    use('tracking.notFound');
    expect(
      await failure(
        api.call('tracking.get', { brand: 'main', public_id: db.orders[0]?.public_id ?? '' }),
      ),
    ).toMatchObject({ status: 404, code: 4040 });
  });
});

describe('the scenario list', () => {
  it('has a test for every scenario', () => {
    expect(scenarioNames.filter((name) => !tested.has(name))).toEqual([]);
  });
});

describe('the scenario tree', () => {
  it('holds the same handlers as the names, for `scenarios.area.state` in stories', () => {
    expect(scenarios.cart.long).toBe(scenariosByName['cart.long']);
    expect(scenarios.catalogue.serverError).toBe(scenariosByName['catalogue.serverError']);
    expect(scenarios.checkout.noPickpoints).toBe(scenariosByName['checkout.noPickpoints']);
  });
});
