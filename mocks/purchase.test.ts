import { createApiClient } from '@shop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { reset, server } from './node.ts';

// Through msw/node this time: the client's own global fetch, intercepted, as a screen test would run.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reset();
});
afterAll(() => server.close());

describe('a full purchase through the mocks alone', () => {
  it('goes from an empty cart to an order the customer can track and find in the account', async () => {
    const auth: { token?: string } = {};
    const api = createApiClient({
      mode: 'direct',
      baseUrl: 'https://product-api.test',
      sessionId: 'purchase-session',
      language: 'pl',
      token: () => auth.token,
    });

    const login = await api.call('auth.login', {
      email: demoAccounts.customer,
      password: demoPassword,
    });
    auth.token = login.token;

    const { design } = await api.call('designs.create', {
      article_id: 4001,
      name: 'Family calendar 2027',
      from_design_id: 'd-4001-1',
    });
    let { cart } = await api.call('cart.addLine', {
      article_id: 4001,
      design_id: design.id,
      quantity: 2,
    });
    ({ cart } = await api.call('cart.addLine', { article_id: 10001, quantity: 50 }));
    expect(cart.item_count).toBe(52);
    expect(cart.totals.subtotal.currency).toBe('PLN');
    ({ cart } = await api.call('cart.applyPromotionCode', { promotion_code: 'WELCOME10' }));
    expect(cart.totals.discount.amount).toBeGreaterThan(0);

    let { checkout } = await api.call('checkout.get');
    expect(checkout.current_step).toBe('contact');
    ({ checkout } = await api.call('checkout.setContact', {
      email: demoAccounts.customer,
      customer_type: 'PERSON',
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '+48 600 000 000',
      accepts_terms: true,
    }));
    expect(checkout.current_step).toBe('address');
    ({ checkout } = await api.call('checkout.setAddress', {
      kind: 'PICKPOINT',
      address: {
        first_name: 'Lucía',
        last_name: 'Martín',
        street: 'ul. Marszałkowska',
        postcode: '00-590',
        city: 'Warszawa',
        country: 'PL',
        phone: '+48 600 000 000',
      },
      billing_address: {
        first_name: 'Lucía',
        last_name: 'Martín',
        company_name: 'Fotos Martín sp. z o.o.',
        street: 'ul. Nowy Świat',
        street_number: '12',
        postcode: '00-373',
        city: 'Warszawa',
        country: 'PL',
        phone: '+48 600 000 000',
      },
    }));
    expect(checkout.current_step).toBe('shipment');
    expect(checkout.billing_address).toMatchObject({
      street: 'ul. Nowy Świat',
      postcode: '00-373',
    });
    expect(checkout.delivery?.address).toMatchObject({ street: 'ul. Marszałkowska' });

    const { options } = await api.call('checkout.listShipmentOptions');
    const pickpointOption = options.find(
      (option) => option.mode === 'PICKPOINT' && option.carrier === 'DHL_PARCEL',
    );
    expect(pickpointOption?.requires_pickpoint).toBe(true);
    const { pickpoints } = await api.call('checkout.listPickpoints', {
      carrier: 'DHL_PARCEL',
      postcode: '00-590',
      country: 'PL',
    });
    expect(pickpoints.length).toBeGreaterThan(0);
    ({ checkout } = await api.call('checkout.setShipment', {
      shipment_option_id: pickpointOption?.id ?? '',
      pickpoint_id: pickpoints[0]?.id,
    }));
    expect(checkout.current_step).toBe('payment');
    expect(checkout.delivery?.pickpoint?.id).toBe(pickpoints[0]?.id);
    expect(checkout.cart.totals.shipping).not.toBeNull();

    const { payment_methods: methods } = await api.call('checkout.listPaymentMethods');
    expect(methods.map((method) => method.method)).toContain('BLIK');
    const placed = await api.call('checkout.placeOrder', {
      payment_method: 'BLIK',
      accepts_terms: true,
      return_url: 'https://shop.test/pl-pl/order-completed',
    });
    expect(placed.order.public_id).toMatch(/^[A-Z0-9]+$/);
    expect(placed.payment.redirect_url).toContain(placed.order.public_id);

    // The payment page pays and sends the customer back with the public id.
    const paid = await fetch(placed.payment.redirect_url ?? '', { redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      `https://shop.test/pl-pl/order-completed?public_id=${placed.order.public_id}`,
    );

    expect((await api.call('cart.get')).cart.lines).toEqual([]);

    const { tracking } = await api.call('tracking.get', {
      brand: 'main',
      public_id: placed.order.public_id,
    });
    expect(tracking).toMatchObject({
      order_number: placed.order.number,
      status_code: 0,
      state: 'PROCESSING',
      shipment_mode: 'PICKPOINT',
      carrier: 'DHL_PARCEL',
    });

    const { orders } = await api.call('orders.list', { brand: 'main', per_page: 100 });
    expect(orders.find((listed) => listed.id === placed.order.id)).toMatchObject({
      id: placed.order.id,
      public_id: placed.order.public_id,
      item_count: 52,
    });
    // Placed on the main brand's Polish site: its shop's order, not the second brand's.
    expect(placed.order.number).toMatch(/^WPXPL-/);
    const second = await api.call('orders.list', { brand: 'second', per_page: 100 });
    expect(second.orders.some((listed) => listed.id === placed.order.id)).toBe(false);
    const { order } = await api.call('orders.get', { brand: 'main', order_id: placed.order.id });
    expect(order.payment).toMatchObject({ method: 'BLIK', status: 'PAID' });
    expect(order.billing_address).toMatchObject({ company_name: 'Fotos Martín sp. z o.o.' });
    expect(order.totals.total.amount).toBe(checkout.cart.totals.total.amount);
  });

  it('lets a guest buy and track the order by number and e-mail', async () => {
    const api = createApiClient({
      mode: 'direct',
      baseUrl: 'https://product-api.test',
      sessionId: 'guest-session',
      language: 'es',
    });
    await api.call('cart.addLine', { article_id: 10002, quantity: 10 });
    await api.call('checkout.setContact', {
      email: 'guest.buyer@example.com',
      customer_type: 'PERSON',
      first_name: 'Pablo',
      last_name: 'Ruiz',
      phone: '+34 600 111 222',
      accepts_terms: true,
    });
    await api.call('checkout.setAddress', { kind: 'FACTORY_PICKUP' });
    await api.call('checkout.setShipment', { shipment_option_id: 'CUSTOMER' });
    const placed = await api.call('checkout.placeOrder', {
      payment_method: 'BANK_TRANSFER',
      accepts_terms: true,
      return_url: 'https://shop.test/es-es/order-completed',
      brand: 'second',
    });
    // The second brand's Spanish site orders in its own shop.
    expect(placed.order.number).toMatch(/^TZES-/);
    expect(placed.payment).toEqual({
      status: 'PENDING',
      payment_type: 'TRANSFER',
      redirect_url: null,
    });
    const found = await api.call('tracking.lookup', {
      brand: 'second',
      order_number: placed.order.number,
      email: 'guest.buyer@example.com',
    });
    expect(found.public_id).toBe(placed.order.public_id);
    const { tracking } = await api.call('tracking.get', {
      brand: 'second',
      public_id: found.public_id,
    });
    expect(tracking.shipment_mode).toBe('CUSTOMER');
  });
});
