import {
  checkoutStepNames,
  type ApiClient,
  type Carrier,
  type CheckoutStepName,
  type DeliveryAddressKind,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** The checkout's query key; every checkout call answers the whole checkout, stored under it. */
export const checkoutQueryKey = ['checkout'] as const;

/** Query options of the checkout, shared by the checkout page and the server prefetch. */
export const checkoutQueries = {
  checkout: (client: ApiClient) =>
    queryOptions({
      queryKey: checkoutQueryKey,
      queryFn: ({ signal }) => client.call('checkout.get', {}, { signal }),
    }),
  /** Options for the delivery kind the checkout holds; the kind is part of the key. */
  shipmentOptions: (client: ApiClient, kind: DeliveryAddressKind | null) =>
    queryOptions({
      queryKey: ['checkout', 'shipmentOptions', kind],
      queryFn: ({ signal }) => client.call('checkout.listShipmentOptions', {}, { signal }),
      enabled: kind !== null,
    }),
  pickpoints: (
    client: ApiClient,
    search: { carrier: Carrier; postcode: string; country: string },
  ) =>
    queryOptions({
      queryKey: ['checkout', 'pickpoints', search],
      queryFn: ({ signal }) => client.call('checkout.listPickpoints', search, { signal }),
      enabled: search.postcode.trim() !== '',
    }),
  /** The placed order's tracking (public: guests read it by the order's public id). */
  paymentMethods: (client: ApiClient) =>
    queryOptions({
      queryKey: ['checkout', 'paymentMethods'],
      queryFn: ({ signal }) => client.call('checkout.listPaymentMethods', {}, { signal }),
    }),
};

const draftPrefix = 'shop.checkout-draft';

function draftKey(cartId: number, step: CheckoutStepName): string {
  return `${draftPrefix}:${cartId}:${step}`;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings: drafts are then not kept.
    return undefined;
  }
}

/**
 * What the customer typed in one checkout step, kept in sessionStorage per cart so a reload or a
 * failed submission loses nothing. Only this tab sees it, and it goes with the tab.
 */
export const checkoutDrafts = {
  read<Values extends object>(cartId: number, step: CheckoutStepName): Partial<Values> | undefined {
    const raw = storage()?.getItem(draftKey(cartId, step));
    if (!raw) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? parsed : undefined;
    } catch {
      return undefined;
    }
  },
  write(cartId: number, step: CheckoutStepName, values: object): void {
    try {
      storage()?.setItem(draftKey(cartId, step), JSON.stringify(values));
    } catch {
      // A full storage only costs the draft.
    }
  },
  /** Forgets every step of a cart (after the order is placed). */
  clear(cartId: number): void {
    const store = storage();
    if (!store) return;
    for (const step of checkoutStepNames) store.removeItem(draftKey(cartId, step));
  },
};
