import type { Cart, Currency, ShipmentOption } from '@shop/domain';
import { db, type CartRecord, type SessionRecord } from '../db.ts';
import type { ArticleFixture } from '../fixtures/articles.ts';
import type { PromotionCodeFixture } from '../fixtures/promotionCodes.ts';
import { roundMoney } from '../fixtures/orders.ts';
import { previewUrl } from '../present/images.ts';
import { articleNamesIn } from '../present/localized.ts';
import { countrySiteFor, currencyFor, money } from '../present/money.ts';
import { notFound } from '../routing/errors.ts';
import { unitPriceOf } from './bookPricing.ts';
import { shipmentOptionsFor } from './shipment.ts';

export function findArticle(id: number): ArticleFixture {
  const article = db.articles.find((candidate) => candidate.id === id);
  if (!article) throw notFound(`Article ${id}`);
  return article;
}

export function findPromotionCode(code: string | null): PromotionCodeFixture | undefined {
  if (!code) return undefined;
  return db.promotionCodes.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
}

function cartSubtotal(cart: CartRecord, currency: Currency): number {
  return roundMoney(
    cart.lines.reduce(
      (sum, line) =>
        sum + unitPriceOf(findArticle(line.article_id), line.design_id, currency) * line.quantity,
      0,
    ),
  );
}

/** Why a code does not apply to this cart, or undefined when it does. */
export function promotionCodeRefusal(
  code: PromotionCodeFixture | undefined,
  cart: CartRecord,
  currency: Currency,
  now = new Date(),
): string | undefined {
  if (!code) return 'Unknown promotion code';
  if (Date.parse(code.expires_at) < now.getTime()) return 'This promotion code has expired';
  if (cart.lines.length === 0) return 'Add something to the cart first';
  if (code.minimum_subtotal && cartSubtotal(cart, currency) < code.minimum_subtotal[currency])
    return 'The cart does not reach the minimum amount of this code';
  return undefined;
}

export function cartDiscount(cart: CartRecord, currency: Currency): number {
  const code = findPromotionCode(cart.promotion_code);
  if (!code) return 0;
  const subtotal = cartSubtotal(cart, currency);
  if (code.percent_off > 0) return roundMoney((subtotal * code.percent_off) / 100);
  if (code.amount_off) return Math.min(subtotal, code.amount_off[currency]);
  return 0;
}

/** The shipment option chosen at checkout, priced for this cart. */
export function chosenShipment(
  session: SessionRecord,
  language: string | undefined,
): ShipmentOption | null {
  const { delivery, shipment_option_id: optionId } = session.checkout;
  if (!delivery || !optionId) return null;
  const options = shipmentOptionsFor(
    delivery.kind,
    countrySiteFor(language),
    currencyFor(language),
  );
  const option = options.find((candidate) => candidate.id === optionId) ?? null;
  if (option && findPromotionCode(session.cart.promotion_code)?.free_shipping)
    return { ...option, price: money(0, option.price.currency) };
  return option;
}

export function presentCart(
  base: string,
  session: SessionRecord,
  language: string | undefined,
): Cart {
  const currency = currencyFor(language);
  const { cart } = session;
  const subtotal = cartSubtotal(cart, currency);
  const discount = cartDiscount(cart, currency);
  const shipping = chosenShipment(session, language)?.price ?? null;
  return {
    id: cart.id,
    lines: cart.lines.map((line) => {
      const article = findArticle(line.article_id);
      const design = line.design_id
        ? db.designs.find((candidate) => candidate.id === line.design_id)
        : undefined;
      const unit = unitPriceOf(article, line.design_id, currency);
      const names = articleNamesIn(article, language);
      return {
        id: line.id,
        article_id: article.id,
        article_name: names.name,
        article_name_plural: names.name_plural,
        design_id: line.design_id,
        design_editable: design?.scope === 'PRIVATE',
        quantity: line.quantity,
        unit_price: money(unit, currency),
        total: money(unit * line.quantity, currency),
        url_preview: previewUrl(base, design?.preview ?? article.image),
      };
    }),
    promotion_code: cart.promotion_code,
    totals: {
      subtotal: money(subtotal, currency),
      discount: money(discount, currency),
      shipping,
      total: money(subtotal - discount + (shipping?.amount ?? 0), currency),
    },
    item_count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
