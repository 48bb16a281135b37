// Keys are checked against the English source: a key missing from messages/en fails the typecheck.
import 'i18next';
import type account from './messages/en/account.json';
import type cart from './messages/en/cart.json';
import type catalogue from './messages/en/catalogue.json';
import type checkout from './messages/en/checkout.json';
import type consent from './messages/en/consent.json';
import type constructorMessages from './messages/en/constructor.json';
import type content from './messages/en/content.json';
import type data from './messages/en/data.json';
import type designLibrary from './messages/en/designLibrary.json';
import type errors from './messages/en/errors.json';
import type forms from './messages/en/forms.json';
import type foticos from './messages/en/foticos.json';
import type general from './messages/en/general.json';
import type help from './messages/en/help.json';
import type layout from './messages/en/layout.json';
import type orders from './messages/en/orders.json';
import type overlays from './messages/en/overlays.json';
import type pages from './messages/en/pages.json';
import type profile from './messages/en/profile.json';
import type shop from './messages/en/shop.json';
import type tickets from './messages/en/tickets.json';
import type tracking from './messages/en/tracking.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'general';
    resources: {
      account: typeof account;
      cart: typeof cart;
      catalogue: typeof catalogue;
      checkout: typeof checkout;
      consent: typeof consent;
      constructor: typeof constructorMessages;
      content: typeof content;
      data: typeof data;
      designLibrary: typeof designLibrary;
      errors: typeof errors;
      forms: typeof forms;
      foticos: typeof foticos;
      general: typeof general;
      help: typeof help;
      layout: typeof layout;
      orders: typeof orders;
      overlays: typeof overlays;
      pages: typeof pages;
      profile: typeof profile;
      shop: typeof shop;
      tickets: typeof tickets;
      tracking: typeof tracking;
    };
  }
}
