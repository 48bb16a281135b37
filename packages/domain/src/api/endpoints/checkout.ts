import { z } from 'zod';
import {
  brandIds,
  carriers,
  checkoutStepNames,
  customerTypes,
  deliveryAddressKinds,
  deliveryTypes,
  paymentMethods,
  paymentStatuses,
  paymentTypes,
  shipmentModes,
} from '../../vocabulary/index.ts';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema } from '../../validation/email.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { personNameSchema } from '../../validation/inputRules.ts';
import { isPostcodeOf } from '../../validation/postcode.ts';
import {
  addressInputSchema,
  countryCodeSchema,
  dateSchema,
  emptyRequestSchema,
  idSchema,
  moneySchema,
  urlSchema,
} from '../schemas/common.ts';
import { cartSchema } from './cart.ts';

export const carrierSchema = z.enum(carriers);
export const paymentMethodSchema = z.enum(paymentMethods);

const checkoutContactSchema = z.object({
  email: z.string().min(1),
  customer_type: z.enum(customerTypes),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company_name: z.string().nullable(),
  tax_id: z.string().nullable(),
});

/** One way to receive the order, priced for the cart and the delivery postcode. */
export const shipmentOptionSchema = z.object({
  id: z.string().min(1),
  mode: z.enum(shipmentModes),
  delivery_type: z.enum(deliveryTypes),
  /** Null for FACTORY_PICKUP and managed deliveries. */
  carrier: carrierSchema.nullable(),
  name: z.string().min(1),
  price: moneySchema,
  estimated_delivery: z.object({ from: dateSchema, to: dateSchema }),
  /** PICKPOINT options need a pickpoint chosen from `checkout.listPickpoints`. */
  requires_pickpoint: z.boolean(),
});
export type ShipmentOption = z.infer<typeof shipmentOptionSchema>;

const pickpointSchema = z.object({
  id: z.string().min(1),
  carrier: carrierSchema,
  name: z.string().min(1),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: countryCodeSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  distance_m: z.int().nonnegative(),
  /** Opening times per ISO weekday (1 Monday … 7 Sunday), `HH:MM` local time. */
  opening_hours: z.array(
    z.object({
      weekday: z.int().min(1).max(7),
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    }),
  ),
});
export type Pickpoint = z.infer<typeof pickpointSchema>;

const paymentMethodOptionSchema = z.object({
  method: paymentMethodSchema,
  payment_type: z.enum(paymentTypes),
  name: z.string().min(1),
  /** Surcharge of the method, null when free. */
  fee: moneySchema.nullable(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/** The checkout of the session's cart: what each step has collected so far. */
const checkoutSchema = z.object({
  cart: cartSchema,
  /** The first step that still needs input; `payment` once the others are done. */
  current_step: z.enum(checkoutStepNames),
  contact: checkoutContactSchema.nullable(),
  /** The invoice's address (step 2); the delivery address unless the customer gave another. */
  billing_address: addressInputSchema.nullable(),
  delivery: z
    .object({
      kind: z.enum(deliveryAddressKinds),
      address: addressInputSchema.nullable(),
      pickpoint: pickpointSchema.nullable(),
    })
    .nullable(),
  shipment: shipmentOptionSchema.nullable(),
  payment_method: paymentMethodSchema.nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

const checkoutResponse = z.object({ checkout: checkoutSchema });

export const checkoutEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/checkout',
    access: 'session',
    summary: 'The checkout state of the session (/checkout).',
    request: emptyRequestSchema,
    response: checkoutResponse,
  }),
  setContact: defineEndpoint({
    method: 'POST',
    path: '/checkout/contact',
    access: 'session',
    summary:
      "Step 1: who buys (a guest gives an e-mail here); a logged-in customer's acceptance is kept as the account's privacy consent.",
    request: z.object({
      email: emailSchema,
      customer_type: z.enum(customerTypes),
      first_name: personNameSchema,
      last_name: personNameSchema,
      phone: z.string().trim().min(1).max(fieldLimits.phone),
      company_name: z.string().trim().max(fieldLimits.companyName).nullable().default(null),
      tax_id: z.string().trim().max(fieldLimits.taxId).nullable().default(null),
      newsletter: z.boolean().default(false),
      accepts_terms: z.literal(true),
    }),
    response: checkoutResponse,
  }),
  setAddress: defineEndpoint({
    method: 'POST',
    path: '/checkout/address',
    access: 'session',
    summary: 'Step 2: where it goes: a saved address, a new one, or pickup at the factory.',
    request: z
      .object({
        kind: z.enum(deliveryAddressKinds),
        address_id: idSchema.optional(),
        address: addressInputSchema.optional(),
        /** The invoice's address when it is not where the order goes. */
        billing_address: addressInputSchema.optional(),
      })
      .refine(
        (step) =>
          step.kind !== 'ADDRESS' ||
          (step.address_id === undefined) !== (step.address === undefined),
        {
          message: 'An ADDRESS delivery takes either a saved address_id or a new address',
          path: ['address'],
        },
      ),
    response: checkoutResponse,
  }),
  listShipmentOptions: defineEndpoint({
    method: 'GET',
    path: '/checkout/shipment-options',
    access: 'session',
    summary: 'Step 3: shipment options for the cart and the delivery address.',
    request: emptyRequestSchema,
    response: z.object({ options: z.array(shipmentOptionSchema) }),
  }),
  listPickpoints: defineEndpoint({
    method: 'GET',
    path: '/checkout/pickpoints',
    access: 'public',
    summary: "A carrier's pickpoints near a postcode, nearest first.",
    request: z
      .object({
        carrier: carrierSchema,
        postcode: z.string().trim().min(1).max(fieldLimits.postcode),
        country: countryCodeSchema,
      })
      .refine(({ postcode, country }) => isPostcodeOf(postcode, country), {
        path: ['postcode'],
        message: 'Not a postcode of this country',
      }),
    response: z.object({ pickpoints: z.array(pickpointSchema) }),
  }),
  setShipment: defineEndpoint({
    method: 'POST',
    path: '/checkout/shipment',
    access: 'session',
    summary: 'Step 3: choose an option (and its pickpoint when it needs one).',
    request: z.object({
      shipment_option_id: z.string().min(1),
      pickpoint_id: z.string().min(1).optional(),
    }),
    response: checkoutResponse,
  }),
  listPaymentMethods: defineEndpoint({
    method: 'GET',
    path: '/checkout/payment-methods',
    access: 'session',
    summary: "Step 4: the country site's payment methods for this checkout.",
    request: emptyRequestSchema,
    response: z.object({ payment_methods: z.array(paymentMethodOptionSchema) }),
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/checkout/orders',
    access: 'session',
    summary: 'Step 4: place the order; online methods answer a redirect to the payment page.',
    request: z.object({
      payment_method: paymentMethodSchema,
      accepts_terms: z.literal(true),
      comments: z.string().max(fieldLimits.orderComments).optional(),
      /** Where the payment page sends the customer back (the /order-completed page). */
      return_url: urlSchema,
      /** The brand whose shop takes the order: each brand's account lists its own shops' orders. */
      brand: z.enum(brandIds).default('main'),
    }),
    response: z.object({
      order: z.object({ id: idSchema, number: z.string().min(1), public_id: z.string().min(1) }),
      payment: z.object({
        status: z.enum(paymentStatuses),
        payment_type: z.enum(paymentTypes),
        redirect_url: urlSchema.nullable(),
      }),
    }),
  }),
};
