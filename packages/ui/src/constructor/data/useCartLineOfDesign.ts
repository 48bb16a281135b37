import type { ApiClient, CartLine } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { cartQueries } from '../../features/data/cartQueries.ts';

/**
 * The cart line that prints this design, when the customer came back to it (the cart's "edit
 * design"): saving then updates that line, with the new preview, instead of adding another.
 */
export function useCartLineOfDesign(
  client: ApiClient,
  designId: string | null | undefined,
): CartLine | undefined {
  const cart = useQuery({ ...cartQueries.cart(client), enabled: Boolean(designId) });
  return designId ? cart.data?.cart.lines.find((line) => line.design_id === designId) : undefined;
}
