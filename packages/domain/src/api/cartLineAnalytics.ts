// Apart from the endpoint table so a page that reports its cart does not load the cart's schemas.
import type { Cart, CartLine } from './endpoints/cart.ts';

/** A cart line as the analytics events carry it (spec section 3). */
export interface CartLineAnalytics {
  cart_id: number;
  article_id: number;
  article_name: string;
  /** Unit price (precio de venta al público) in the cart's currency. */
  pvp: number;
  article_name_plural: string;
  promotion_code: string | null;
  url_preview: string;
  /** At least 1. */
  quantity: number;
}

export function toCartLineAnalytics(
  cart: Pick<Cart, 'id' | 'promotion_code'>,
  line: CartLine,
): CartLineAnalytics {
  return {
    cart_id: cart.id,
    article_id: line.article_id,
    article_name: line.article_name,
    pvp: line.unit_price.amount,
    article_name_plural: line.article_name_plural,
    promotion_code: cart.promotion_code,
    url_preview: line.url_preview,
    quantity: line.quantity,
  };
}
