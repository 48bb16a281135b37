import { z } from 'zod';
import {
  orderStatusCodes,
  paymentStatuses,
  paymentTypes,
  shipmentModes,
  shipmentTrackingStates,
  userRequiredActionTypes,
} from '../../vocabulary/index.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { ibanSchema, trackingLookupFields } from '../../validation/inputRules.ts';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema } from '../../validation/email.ts';
import {
  addressInputSchema,
  brandScopeShape,
  countryCodeSchema,
  dateFilterSchema,
  dateTimeSchema,
  idSchema,
  moneySchema,
  pageRequestShape,
  paginationSchema,
  publicIdSchema,
  urlSchema,
} from '../schemas/common.ts';
import { cartTotalsSchema } from './cart.ts';
import { carrierSchema, paymentMethodSchema } from './checkout.ts';

export const orderStatusCodeSchema = z.literal(orderStatusCodes);

const orderSummarySchema = z.object({
  id: idSchema,
  number: z.string().min(1),
  /** Id of the order's tracking page (/tracking/{public_id}). */
  public_id: publicIdSchema,
  status_code: orderStatusCodeSchema,
  created_at: dateTimeSchema,
  total: moneySchema,
  item_count: z.int().nonnegative(),
  preview_url: urlSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const orderLineSchema = z.object({
  id: idSchema,
  article_id: idSchema,
  article_name: z.string(),
  design_id: publicIdSchema.nullable(),
  quantity: z.int().min(1),
  total: moneySchema,
  url_preview: urlSchema,
});

const orderSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  totals: cartTotalsSchema,
  shipment_mode: z.enum(shipmentModes),
  carrier: carrierSchema.nullable(),
  delivery_address: addressInputSchema.nullable(),
  billing_address: addressInputSchema.nullable(),
  payment: z.object({
    method: paymentMethodSchema,
    payment_type: z.enum(paymentTypes),
    status: z.enum(paymentStatuses),
    /** Where an unpaid online payment can be retried (status 4). */
    retry_url: urlSchema.nullable(),
  }),
  /** The order's invoice (PDF), once it is issued: paid orders that were not cancelled. */
  invoice_url: urlSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

const trackingEventSchema = z.object({
  state: z.enum(shipmentTrackingStates),
  occurred_at: dateTimeSchema,
  description: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

const userRequiredActionSchema = z.object({
  public_id: publicIdSchema,
  type: z.enum(userRequiredActionTypes),
  status: z.enum(['PENDING', 'DONE']),
  created_at: dateTimeSchema,
  /** For PROVIDE_DATA_TO_REFUND: the amount to refund. */
  amount: moneySchema.nullable(),
});
export type UserRequiredAction = z.infer<typeof userRequiredActionSchema>;

/** An item of a tracked order: what it is and how many, without prices. */
const trackingItemSchema = z.object({
  article_name: z.string(),
  quantity: z.int().min(1),
  url_preview: urlSchema,
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

/**
 * Where the parcel goes, as far as anyone with the public id may see it: a pickup point in full
 * (a public place, `street` set), a home address only as the recipient's first name, postcode,
 * city and country (`street` null).
 */
const trackingDestinationSchema = z.object({
  name: z.string().min(1),
  street: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  country: countryCodeSchema,
});
export type TrackingDestination = z.infer<typeof trackingDestinationSchema>;

/**
 * How to pay an order whose payment is still pending: the exact amount, and for a bank transfer
 * the shop's account and the reference the transfer must carry (the order's public id).
 */
const paymentInstructionsSchema = z.object({
  method: paymentMethodSchema,
  amount: moneySchema,
  /** The account to transfer to; null for methods paid otherwise (a receipt, an online payment). */
  bank_account: z.object({ iban: ibanSchema, holder: z.string().min(1) }).nullable(),
  reference: z.string().min(1),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** What /tracking/{public_id} shows; readable by anyone who has the public id. */
export const trackingSchema = z.object({
  public_id: publicIdSchema,
  order_number: z.string().min(1),
  status_code: orderStatusCodeSchema,
  /** Whether the order is paid: the confirmation page shows it to guests too. */
  payment_status: z.enum(paymentStatuses),
  /** While the payment is pending: what the customer must pay, and how; null otherwise. */
  payment_instructions: paymentInstructionsSchema.nullable(),
  state: z.enum(shipmentTrackingStates),
  shipment_mode: z.enum(shipmentModes),
  carrier: carrierSchema.nullable(),
  tracking_number: z.string().nullable(),
  carrier_tracking_url: urlSchema.nullable(),
  estimated_delivery: z.iso.date().nullable(),
  /** Oldest first. */
  events: z.array(trackingEventSchema),
  user_required_actions: z.array(userRequiredActionSchema),
  items: z.array(trackingItemSchema),
  /** Null while the order has no destination yet (MANAGED and CUSTOMER shipments may not). */
  destination: trackingDestinationSchema.nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

const actionPath = { public_id: publicIdSchema, action_public_id: publicIdSchema };

export const orderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders',
    access: 'customer',
    summary: "The customer's orders, newest first (/accounts/orders).",
    request: z.object({
      date_filter: dateFilterSchema.default('without'),
      status_code: orderStatusCodeSchema.optional(),
      /** Only the orders placed in this brand's shops: each storefront lists its own. */
      ...brandScopeShape,
      ...pageRequestShape,
    }),
    response: z.object({ orders: z.array(orderSummarySchema), pagination: paginationSchema }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/orders/{order_id}',
    access: 'customer',
    summary:
      "One order with lines, totals, delivery and payment; an order of another brand's shops is 404.",
    request: z.object({
      order_id: idSchema,
      /** Only an order placed in this brand's shops: each storefront opens its own. */
      ...brandScopeShape,
    }),
    response: z.object({ order: orderSchema }),
  }),
};

export const trackingEndpoints = {
  lookup: defineEndpoint({
    method: 'POST',
    path: '/tracking/lookup',
    access: 'public',
    summary:
      "A guest finds an order's tracking page by order number and e-mail (POST keeps the e-mail out of URLs).",
    request: z.object({ ...trackingLookupFields, ...brandScopeShape }),
    response: z.object({ public_id: publicIdSchema }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/tracking/{public_id}',
    access: 'public',
    summary:
      "Shipment state and events of an order (/tracking/{public_id}); another brand's order is 404.",
    request: z.object({ public_id: publicIdSchema, ...brandScopeShape }),
    response: z.object({ tracking: trackingSchema }),
  }),
  getUserRequiredAction: defineEndpoint({
    method: 'GET',
    path: '/tracking/{public_id}/user-required-actions/{action_public_id}',
    access: 'public',
    summary:
      "An action the customer must take on an order; `owner_signed_in` when the caller is logged in as the order's customer (completing it then needs no e-mail).",
    request: z.object(actionPath),
    response: z.object({
      action: userRequiredActionSchema,
      owner_signed_in: z.boolean().default(false),
    }),
  }),
  completeUserRequiredAction: defineEndpoint({
    method: 'POST',
    path: '/tracking/{public_id}/user-required-actions/{action_public_id}',
    access: 'orderOwner',
    summary:
      "PROVIDE_DATA_TO_REFUND: the bank account to refund to (IBAN and holder). Only the order's customer, or whoever gives the order's `email`; anyone else gets 403 naming `email`.",
    request: z.object({
      ...actionPath,
      type: z.literal('PROVIDE_DATA_TO_REFUND'),
      iban: ibanSchema,
      holder: z.string().trim().min(1).max(fieldLimits.accountHolder),
      email: z.optional(emailSchema),
    }),
    response: z.object({ action: userRequiredActionSchema }),
  }),
};
