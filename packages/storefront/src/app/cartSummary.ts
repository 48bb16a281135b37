import type { ApiClient, CartSummary, SessionCustomer } from '@shop/domain';

/** What the checkout guards need to know about the cart: its lines and whether contact details are on it. */
export async function loadCartSummary(
  client: ApiClient,
  customer: SessionCustomer | null,
): Promise<CartSummary> {
  const [{ cart }, { checkout }] = await Promise.all([
    client.call('cart.get'),
    client.call('checkout.get'),
  ]);
  return {
    lineCount: cart.lines.length,
    hasCustomer: customer !== null || checkout.contact !== null,
  };
}
