import type { HttpHandler } from 'msw';
import { affiliateHandlers } from './affiliates.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { checkoutHandlers } from './checkout.ts';
import { contactHandlers, ticketHandlers } from './tickets.ts';
import { helpCenterHandlers, newsletterHandlers, pageHandlers, reviewHandlers } from './content.ts';
import { authHandlers, customerHandlers } from './customers.ts';
import { designLinkHandlers } from './designLinks.ts';
import { designHandlers } from './designs.ts';
import { documentHandlers } from './documents.ts';
import { foticosHandlers, invoiceHandlers } from './foticos.ts';
import { assetHandlers, imageHandlers } from './images.ts';
import { orderHandlers, trackingHandlers } from './orders.ts';
import { requiredActionHandlers } from './requiredActions.ts';

/** The happy path of every API area, plus the pictures, documents and payment page they link to. */
export const handlers: HttpHandler[] = [
  ...catalogueHandlers,
  ...designHandlers,
  ...designLinkHandlers,
  ...cartHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...trackingHandlers,
  ...requiredActionHandlers,
  ...ticketHandlers,
  ...contactHandlers,
  ...invoiceHandlers,
  ...foticosHandlers,
  ...reviewHandlers,
  ...helpCenterHandlers,
  ...pageHandlers,
  ...newsletterHandlers,
  ...affiliateHandlers,
  ...imageHandlers,
  ...assetHandlers,
  ...documentHandlers,
];
