import { z } from 'zod';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  emptyRequestSchema,
  idSchema,
  moneySchema,
  publicIdSchema,
  urlSchema,
} from '../schemas/common.ts';

const cartLineSchema = z.object({
  id: idSchema,
  article_id: idSchema,
  article_name: z.string().min(1),
  article_name_plural: z.string().min(1),
  /** The customer's design printed on this line; null for articles bought as they are. */
  design_id: publicIdSchema.nullable(),
  /**
   * The design is the customer's own, to reopen in the constructor from the cart; false for a
   * ready-made design bought as it is and for articles without a design.
   */
  design_editable: z.boolean(),
  quantity: z.int().min(1),
  unit_price: moneySchema,
  total: moneySchema,
  url_preview: urlSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTotalsSchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  /** Null until the checkout knows the shipment option. */
  shipping: moneySchema.nullable(),
  total: moneySchema,
});

export const cartSchema = z.object({
  id: idSchema,
  lines: z.array(cartLineSchema),
  promotion_code: z.string().nullable(),
  totals: cartTotalsSchema,
  /** Sum of the lines' quantities, for the header badge. */
  item_count: z.int().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;

/** Every cart call answers with the whole cart, so the client replaces its copy. */
const cartResponse = z.object({ cart: cartSchema });
const linePath = { line_id: idSchema };

export const cartEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/cart',
    access: 'session',
    summary: 'The cart of the session (empty lines when there is none yet).',
    request: emptyRequestSchema,
    response: cartResponse,
  }),
  addLine: defineEndpoint({
    method: 'POST',
    path: '/cart/lines',
    access: 'session',
    summary: 'Add an article, with the design printed on it if it is customizable.',
    request: z.object({
      article_id: idSchema,
      quantity: z.int().min(1).default(1),
      design_id: publicIdSchema.optional(),
    }),
    response: cartResponse,
  }),
  changeQuantity: defineEndpoint({
    method: 'POST',
    path: '/cart/lines/{line_id}',
    access: 'session',
    summary: "Change a line's quantity (within the article's limits).",
    request: z.object({ ...linePath, quantity: z.int().min(1) }),
    response: cartResponse,
  }),
  removeLine: defineEndpoint({
    method: 'DELETE',
    path: '/cart/lines/{line_id}',
    access: 'session',
    summary: 'Remove a line.',
    request: z.object(linePath),
    response: cartResponse,
  }),
  applyPromotionCode: defineEndpoint({
    method: 'POST',
    path: '/cart/promotion-code',
    access: 'session',
    summary:
      'Apply a promotion code; a code that does not apply answers 5004 with the unchanged cart.',
    request: z.object({ promotion_code: z.string().trim().min(1).max(fieldLimits.promotionCode) }),
    response: cartResponse,
  }),
  removePromotionCode: defineEndpoint({
    method: 'DELETE',
    path: '/cart/promotion-code',
    access: 'session',
    summary: 'Remove the promotion code.',
    request: emptyRequestSchema,
    response: cartResponse,
  }),
};
