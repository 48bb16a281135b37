import type { ApiClient, CountrySite, CustomerType } from '@shop/domain';

/**
 * Fills a cart and a checkout up to the payment step on a country site, as a shopper would: 50
 * business cards, a home address in the site's country, the first shipment without a pickpoint.
 */
export async function checkoutUpToPayment(
  api: ApiClient,
  site: Pick<CountrySite, 'country'>,
  customerType: CustomerType = 'PERSON',
) {
  const { cart } = await api.call('cart.addLine', { article_id: 10001, quantity: 50 });
  const person = { first_name: 'Ana', last_name: 'Ruiz', phone: '+34 600 000 000' };
  await api.call('checkout.setContact', {
    email: 'ana@example.com',
    customer_type: customerType,
    ...person,
    ...(customerType === 'COMPANY' ? { company_name: 'Fotos Ruiz S.L.' } : {}),
    accepts_terms: true,
  });
  await api.call('checkout.setAddress', {
    kind: 'ADDRESS',
    address: {
      ...person,
      street: 'Main street 1',
      postcode: '10001',
      city: 'Capital',
      country: site.country,
    },
  });
  const { options } = await api.call('checkout.listShipmentOptions');
  const option = options.find((candidate) => !candidate.requires_pickpoint);
  const { checkout } = await api.call('checkout.setShipment', {
    shipment_option_id: option?.id ?? '',
  });
  return { cart, checkout };
}
