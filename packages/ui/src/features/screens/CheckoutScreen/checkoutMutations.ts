import type { ApiResult, Checkout, DeliveryAddressKind, ShipmentMode } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartQueryKey, type CartQueryData } from '../../data/cartQueries.ts';
import { checkoutDrafts, checkoutQueryKey } from '../../data/checkoutQueries.ts';
import { ordersQueryKey } from '../../data/orderQueries.ts';

type CheckoutData = ApiResult<'checkout.get'>;

/** The kind of delivery the API needs for each way of receiving the order. */
export const deliveryKindOf: Record<ShipmentMode, DeliveryAddressKind> = {
  ADDRESS: 'ADDRESS',
  MANAGED: 'ADDRESS',
  PICKPOINT: 'PICKPOINT',
  CUSTOMER: 'FACTORY_PICKUP',
};

/** Every checkout call answers with the whole checkout: the cache takes it as it is. */
export function useCheckoutUpdate() {
  const queryClient = useQueryClient();
  return (data: CheckoutData) => {
    queryClient.setQueryData<CheckoutData>(checkoutQueryKey, { checkout: data.checkout });
  };
}

/**
 * After the order is placed: the cart's drafts are forgotten, the cart empties at once (the API
 * starts a new, empty cart) and the cart and the order list are read again.
 */
export function useOrderPlacedUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (checkout: Pick<Checkout, 'cart'>) => {
      checkoutDrafts.clear(checkout.cart.id);
      queryClient.setQueryData<CartQueryData>(cartQueryKey, (previous) =>
        previous ? { cart: { ...previous.cart, lines: [], item_count: 0 } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    [queryClient],
  );
}
