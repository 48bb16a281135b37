import type { z } from 'zod';
import type { EndpointDefinition } from '../endpoint.ts';
import { affiliateEndpoints } from './affiliates.ts';
import { cartEndpoints } from './cart.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { checkoutEndpoints } from './checkout.ts';
import {
  helpCenterEndpoints,
  newsletterEndpoints,
  pageEndpoints,
  reviewEndpoints,
} from './content.ts';
import { authEndpoints, customerEndpoints } from './customers.ts';
import { designEndpoints } from './designs.ts';
import { foticosEndpoints, invoiceEndpoints } from './foticos.ts';
import { imageEndpoints } from './images.ts';
import { orderEndpoints, trackingEndpoints } from './orders.ts';
import { productTemplateEndpoints } from './productTemplates.ts';
import { contactEndpoints, ticketEndpoints } from './tickets.ts';

/** Every product API endpoint by area; an endpoint's name is `area.key`, e.g. `cart.addLine`. */
export const endpoints = {
  catalogue: catalogueEndpoints,
  productTemplates: productTemplateEndpoints,
  designs: designEndpoints,
  cart: cartEndpoints,
  auth: authEndpoints,
  customers: customerEndpoints,
  checkout: checkoutEndpoints,
  orders: orderEndpoints,
  tracking: trackingEndpoints,
  tickets: ticketEndpoints,
  contact: contactEndpoints,
  invoices: invoiceEndpoints,
  foticos: foticosEndpoints,
  reviews: reviewEndpoints,
  helpCenter: helpCenterEndpoints,
  pages: pageEndpoints,
  newsletter: newsletterEndpoints,
  affiliates: affiliateEndpoints,
  images: imageEndpoints,
} as const;

type Endpoints = typeof endpoints;
export type EndpointArea = keyof Endpoints;
export type EndpointName = {
  [Area in EndpointArea]: `${Area}.${keyof Endpoints[Area] & string}`;
}[EndpointArea];

type Lookup<Name extends EndpointName> =
  Name extends `${infer Area extends EndpointArea}.${infer Key}`
    ? Key extends keyof Endpoints[Area]
      ? Endpoints[Area][Key]
      : never
    : never;

/** The definition behind a name, with its literal schema types. */
export type EndpointOf<Name extends EndpointName> = Lookup<Name>;
/** What a caller passes (defaults still optional). */
export type EndpointInput<Name extends EndpointName> = z.input<EndpointOf<Name>['request']>;
/** What the request schema makes of it (defaults applied). */
export type EndpointParsedInput<Name extends EndpointName> = z.output<EndpointOf<Name>['request']>;
/** The parsed response payload. */
export type EndpointOutput<Name extends EndpointName> = z.output<EndpointOf<Name>['response']>;

export interface NamedEndpoint extends EndpointDefinition {
  readonly name: EndpointName;
  readonly area: EndpointArea;
}

/** Every endpoint with its name, in the order of `endpoints`. */
export const endpointList: readonly NamedEndpoint[] = Object.entries(endpoints).flatMap(
  ([area, group]) =>
    Object.entries(group).map(
      ([key, definition]) =>
        ({ ...(definition as EndpointDefinition), name: `${area}.${key}`, area }) as NamedEndpoint,
    ),
);

const byName = new Map<string, NamedEndpoint>(
  endpointList.map((endpoint) => [endpoint.name, endpoint]),
);

export function getEndpoint<Name extends EndpointName>(
  name: Name,
): EndpointOf<Name> & NamedEndpoint {
  const endpoint = byName.get(name);
  if (!endpoint) throw new Error(`Unknown product API endpoint: ${name}`);
  return endpoint as EndpointOf<Name> & NamedEndpoint;
}

export * from './affiliates.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './checkout.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './designs.ts';
export * from './foticos.ts';
export * from './images.ts';
export * from './orders.ts';
export * from './productTemplates.ts';
export * from './tickets.ts';
