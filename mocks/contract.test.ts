import { endpointList, getEndpoint, type ApiResult, type EndpointName } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterTokenOf } from './fixtures/newsletter.ts';
import { db } from './db.ts';
import { reset } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { mockApiClient, type MockApiClient } from './testing/mockApiClient.ts';

/**
 * Every endpoint of the contract, called through the domain's API client against the mocks, in an
 * order where later calls use what earlier ones created. Typed as a record of EndpointName, so an
 * endpoint added to the contract without a call here fails the typecheck; the raw bodies are
 * parsed with the endpoint's response schema, so a mock that drifts fails the test.
 */
interface Context {
  customer: MockApiClient;
  foticos: MockApiClient;
  guest: MockApiClient;
  token: string | undefined;
  foticosToken: string | undefined;
  designId: string;
  lineId: number;
  addressId: number;
  ticketId: number;
  orderId: number;
  publicId: string;
  orderNumber: string;
  actionId: string;
  pickpointId: string;
  shipmentOptionId: string;
}

type Step = (context: Context) => Promise<unknown>;

const png1x1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const address = {
  first_name: 'Lucía',
  last_name: 'Martín',
  street: 'Calle Mayor',
  street_number: '5',
  postcode: '28013',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 600 000 000',
};

const steps: Record<EndpointName, Step> = {
  'catalogue.listArticles': ({ guest }) =>
    guest.call('catalogue.listArticles', { tags: ['TOP_SALES'], per_page: 5 }),
  'catalogue.getArticle': ({ guest }) => guest.call('catalogue.getArticle', { article_id: 1001 }),
  'catalogue.listFamilies': ({ guest }) => guest.call('catalogue.listFamilies'),
  'catalogue.getFamily': ({ guest }) => guest.call('catalogue.getFamily', { family_id: 2 }),
  'catalogue.listOffers': ({ guest }) => guest.call('catalogue.listOffers'),
  'catalogue.listTags': ({ guest }) => guest.call('catalogue.listTags'),
  'catalogue.getTagPage': ({ guest }) => guest.call('catalogue.getTagPage', { slug: 'gifts' }),
  'catalogue.search': ({ guest }) =>
    guest.call('catalogue.search', { query: 'photo', sort: 'PRICE_ASC' }),
  'productTemplates.getForArticle': ({ guest }) =>
    guest.call('productTemplates.getForArticle', { article_id: 2004 }),
  'designs.listReadyMade': ({ guest }) => guest.call('designs.listReadyMade', { article_id: 1001 }),
  'designs.getReadyMade': ({ guest }) =>
    guest.call('designs.getReadyMade', { design_id: 'd-1001-1' }),
  'auth.login': async (context) => {
    const session = await context.customer.call('auth.login', {
      email: demoAccounts.customer,
      password: demoPassword,
    });
    context.token = session.token;
    const foticos = await context.foticos.call('auth.login', {
      email: demoAccounts.foticos,
      password: demoPassword,
    });
    context.foticosToken = foticos.token;
    return session;
  },
  'designs.create': async (context) => {
    const result = await context.customer.call('designs.create', {
      article_id: 1001,
      name: 'Our trip to Lisbon',
      from_design_id: 'd-1001-1',
    });
    context.designId = result.design.id;
    return result;
  },
  'designs.list': ({ customer }) => customer.call('designs.list', { brand: 'main' }),
  'designs.get': ({ customer, designId }) =>
    customer.call('designs.get', { brand: 'main', design_id: designId }),
  'designs.update': ({ customer, designId }) =>
    customer.call('designs.update', {
      brand: 'main',
      design_id: designId,
      revision: 0,
      name: 'Lisbon 2026',
    }),
  'designs.preview': ({ customer, designId }) =>
    customer.call('designs.preview', { brand: 'main', design_id: designId }),
  'designs.emailLink': ({ customer, designId }) =>
    customer.call('designs.emailLink', {
      brand: 'main',
      design_id: designId,
      email: demoAccounts.customer,
    }),
  'designs.openLink': ({ guest, designId }) =>
    guest.call('designs.openLink', {
      brand: 'main',
      design_id: designId,
      link_token: db.outbox.findLast((mail) => mail.kind === 'design-link')?.link_token ?? '',
    }),
  'images.upload': ({ customer, designId }) =>
    customer.call('images.upload', {
      img: new File([png1x1], 'photo.png', { type: 'image/png' }),
      extra_fields: { design_id: designId },
    }),
  'cart.get': ({ customer }) => customer.call('cart.get'),
  'cart.addLine': async (context) => {
    await context.customer.call('cart.addLine', { article_id: 10001, quantity: 20 });
    const result = await context.customer.call('cart.addLine', {
      article_id: 1001,
      design_id: context.designId,
      quantity: 1,
    });
    context.lineId = result.cart.lines.find((line) => line.design_id === context.designId)?.id ?? 0;
    return result;
  },
  'cart.changeQuantity': ({ customer, lineId }) =>
    customer.call('cart.changeQuantity', { line_id: lineId, quantity: 2 }),
  'cart.applyPromotionCode': ({ customer }) =>
    customer.call('cart.applyPromotionCode', { promotion_code: 'WELCOME10' }),
  'cart.removePromotionCode': ({ customer }) => customer.call('cart.removePromotionCode'),
  'cart.removeLine': async ({ customer }) => {
    const { cart } = await customer.call('cart.get');
    const loose = cart.lines.find((line) => line.design_id === null);
    return customer.call('cart.removeLine', { line_id: loose?.id ?? 0 });
  },
  'customers.getProfile': ({ customer }) => customer.call('customers.getProfile'),
  'customers.updateProfile': ({ customer }) =>
    customer.call('customers.updateProfile', {
      customer_type: 'PERSON',
      first_name: 'Lucía',
      last_name: 'Martín Gil',
      phone: '+34 611 000 000',
    }),
  'customers.listAddresses': ({ customer }) => customer.call('customers.listAddresses'),
  'customers.createAddress': async (context) => {
    const result = await context.customer.call('customers.createAddress', address);
    context.addressId = result.address.id;
    return result;
  },
  'customers.updateAddress': ({ customer, addressId }) =>
    customer.call('customers.updateAddress', {
      ...address,
      address_id: addressId,
      street_number: '7',
    }),
  'checkout.get': ({ customer }) => customer.call('checkout.get'),
  'checkout.setContact': ({ customer }) =>
    customer.call('checkout.setContact', {
      email: demoAccounts.customer,
      customer_type: 'PERSON',
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '+34 612 345 678',
      accepts_terms: true,
    }),
  'checkout.setAddress': ({ customer }) =>
    customer.call('checkout.setAddress', { kind: 'PICKPOINT', address }),
  'checkout.listShipmentOptions': async (context) => {
    const result = await context.customer.call('checkout.listShipmentOptions');
    context.shipmentOptionId = result.options[0]?.id ?? '';
    return result;
  },
  'checkout.listPickpoints': async (context) => {
    const result = await context.customer.call('checkout.listPickpoints', {
      carrier: 'CORREOS',
      postcode: '28014',
      country: 'ES',
    });
    context.pickpointId = result.pickpoints[0]?.id ?? '';
    return result;
  },
  'checkout.setShipment': ({ customer, shipmentOptionId, pickpointId }) =>
    customer.call('checkout.setShipment', {
      shipment_option_id: shipmentOptionId,
      pickpoint_id: pickpointId,
    }),
  'checkout.listPaymentMethods': ({ customer }) => customer.call('checkout.listPaymentMethods'),
  'checkout.placeOrder': async (context) => {
    const result = await context.customer.call('checkout.placeOrder', {
      payment_method: 'BIZUM',
      accepts_terms: true,
      return_url: 'https://shop.test/es-es/order-completed',
    });
    context.orderId = result.order.id;
    context.publicId = result.order.public_id;
    context.orderNumber = result.order.number;
    return result;
  },
  'orders.list': ({ customer }) => customer.call('orders.list', { brand: 'main', per_page: 5 }),
  'orders.get': ({ customer, orderId }) =>
    customer.call('orders.get', { brand: 'main', order_id: orderId }),
  'tracking.lookup': ({ guest, orderNumber }) =>
    guest.call('tracking.lookup', {
      brand: 'main',
      order_number: orderNumber,
      email: demoAccounts.customer,
    }),
  'tracking.get': ({ guest, publicId }) =>
    guest.call('tracking.get', { brand: 'main', public_id: publicId }),
  'tracking.getUserRequiredAction': async (context) => {
    const order = db.orders.find((candidate) => candidate.user_required_actions.length > 0);
    context.publicId = order?.public_id ?? '';
    context.actionId = order?.user_required_actions[0]?.public_id ?? '';
    return context.guest.call('tracking.getUserRequiredAction', {
      public_id: context.publicId,
      action_public_id: context.actionId,
    });
  },
  'tracking.completeUserRequiredAction': ({ guest, publicId, actionId }) =>
    guest.call('tracking.completeUserRequiredAction', {
      public_id: publicId,
      action_public_id: actionId,
      type: 'PROVIDE_DATA_TO_REFUND',
      iban: 'ES91 2100 0418 4502 0005 1332',
      holder: 'Lucía Martín',
      // A guest proves the order is theirs with its e-mail.
      email: demoAccounts.customer,
    }),
  'contact.send': ({ customer }) =>
    customer.call('contact.send', {
      name: 'Lucía Martín',
      email: demoAccounts.customer,
      subject: 'Change my delivery address',
      message: 'Please send it to my office.',
      accepts_privacy: true,
    }),
  'tickets.list': async (context) => {
    const result = await context.customer.call('tickets.list', { brand: 'main' });
    context.ticketId = result.tickets[0]?.id ?? 0;
    return result;
  },
  'tickets.get': ({ customer, ticketId }) =>
    customer.call('tickets.get', { brand: 'main', ticket_id: ticketId }),
  'tickets.create': ({ customer }) =>
    customer.call('tickets.create', {
      subject: 'A damaged mug arrived',
      body: 'The handle was broken.',
      order_number: 'WPXES-100001',
      attachment_url: 'https://product-api.test/mock-uploads/1',
      attachment_name: 'mug.jpg',
    }),
  'tickets.reply': ({ customer, ticketId }) =>
    customer.call('tickets.reply', { ticket_id: ticketId, body: 'Thank you!' }),
  'tickets.archive': ({ customer, ticketId }) =>
    customer.call('tickets.archive', { ticket_id: ticketId }),
  'invoices.list': ({ foticos }) => foticos.call('invoices.list', { brand: 'main', paid: 'true' }),
  'foticos.listCommissions': ({ foticos }) =>
    foticos.call('foticos.listCommissions', { brand: 'main' }),
  'foticos.getConfig': ({ foticos }) => foticos.call('foticos.getConfig'),
  'foticos.updateConfig': ({ foticos }) =>
    foticos.call('foticos.updateConfig', {
      display_name: 'Studio Nowak',
      bio: 'Weddings.',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      holder: 'Tomasz Nowak',
    }),
  'foticos.listDesigns': ({ foticos }) => foticos.call('foticos.listDesigns'),
  'foticos.updateDesign': async ({ foticos }) => {
    const { designs } = await foticos.call('foticos.listDesigns');
    return foticos.call('foticos.updateDesign', {
      design_id: designs[0]?.id ?? '',
      published: false,
    });
  },
  'reviews.list': ({ guest }) => guest.call('reviews.list', { article_id: 1001, per_page: 5 }),
  'reviews.summary': ({ guest }) => guest.call('reviews.summary'),
  'helpCenter.listCategories': ({ guest }) => guest.call('helpCenter.listCategories'),
  'helpCenter.getCategory': ({ guest }) => guest.call('helpCenter.getCategory', { category_id: 5 }),
  'helpCenter.listTopics': ({ guest }) =>
    guest.call('helpCenter.listTopics', { ids: [90, 23, 25, 27] }),
  'helpCenter.getTopic': ({ guest }) => guest.call('helpCenter.getTopic', { topic_id: 90 }),
  'helpCenter.rateTopic': ({ guest }) =>
    guest.call('helpCenter.rateTopic', { topic_id: 90, helpful: true }),
  'pages.get': ({ guest }) => guest.call('pages.get', { slug: 'about-us' }),
  'pages.relatedContent': ({ guest }) =>
    guest.call('pages.relatedContent', { placement: 'ERROR_PAGE' }),
  'newsletter.subscribe': ({ guest }) =>
    guest.call('newsletter.subscribe', { email: 'new.reader@example.com', accepts_privacy: true }),
  'newsletter.unsubscribe': ({ guest }) =>
    guest.call('newsletter.unsubscribe', {
      email: 'new.reader@example.com',
      token: newsletterTokenOf('new.reader@example.com'),
    }),
  'affiliates.recordHit': ({ guest }) =>
    guest.call('affiliates.recordHit', {
      customer_id: '2',
      device_footprint: 'fp-123',
      domain: 'shop.test',
      url: 'https://shop.test/es-es/?afcust=2',
      ip: '203.0.113.7',
    }),
  'customers.changePassword': ({ customer }) =>
    customer.call('customers.changePassword', {
      current_password: demoPassword,
      new_password: 'another-secret',
    }),
  'customers.requestDeletion': ({ customer }) =>
    customer.call('customers.requestDeletion', { password: 'another-secret' }),
  'customers.removeAddress': ({ customer, addressId }) =>
    customer.call('customers.removeAddress', { address_id: addressId }),
  'designs.remove': ({ customer, designId }) =>
    customer.call('designs.remove', { brand: 'main', design_id: designId }),
  'auth.register': ({ guest }) =>
    guest.call('auth.register', {
      email: 'new.customer@example.com',
      password: 'a-long-password-1',
      accepts_terms: true,
      customer_type: 'PERSON',
      first_name: 'Nora',
      last_name: 'Vidal',
    }),
  'auth.requestPasswordReset': ({ guest }) =>
    guest.call('auth.requestPasswordReset', { email: demoAccounts.customer }),
  'auth.resetPassword': ({ guest }) =>
    guest.call('auth.resetPassword', {
      reset_token: `reset-${db.customers[0]?.id ?? 1}`,
      password: demoPassword,
    }),
  'auth.logout': ({ customer }) => customer.call('auth.logout'),
};

describe('the mocks follow the product API contract', () => {
  const context = {} as Context;

  beforeAll(() => {
    reset();
    context.customer = mockApiClient({
      sessionId: 'contract-customer',
      token: () => context.token,
    });
    context.foticos = mockApiClient({
      sessionId: 'contract-foticos',
      language: 'pl',
      token: () => context.foticosToken,
    });
    context.guest = mockApiClient({ sessionId: 'contract-guest', language: 'pl' });
  });

  it('has a call for every endpoint of the contract', () => {
    expect(Object.keys(steps).sort()).toEqual(endpointList.map((endpoint) => endpoint.name).sort());
  });

  for (const [name, step] of Object.entries(steps) as [EndpointName, Step][]) {
    it(`${name} answers what its response schema describes`, async () => {
      const clients = [context.customer, context.foticos, context.guest];
      const before = clients.map((client) => client.calls.length);
      const result = (await step(context)) as ApiResult<EndpointName>;
      expect(result.error, 'no 5004 notice on the happy path').toBeUndefined();
      const raw = clients.flatMap((client, index) => client.calls.slice(before[index])).at(-1);
      expect(raw?.status).toBe(200);
      const parsed = getEndpoint(name).response.safeParse(raw?.body);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    });
  }
});
