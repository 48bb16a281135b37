import type { HttpHandler } from 'msw';
import type { AddressInput } from '@shop/domain';
import type { SessionRecord } from '../db.ts';
import { route } from '../routing/route.ts';
import { fillCart } from './cart.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { logInAs, prepareSession } from './helpers.ts';

const contact = {
  email: 'guest.buyer@example.com',
  customer_type: 'PERSON' as const,
  first_name: 'Pablo',
  last_name: 'Ruiz',
  phone: '+34 600 111 222',
  company_name: null,
  tax_id: null,
};

const address = {
  first_name: 'Pablo',
  last_name: 'Ruiz',
  company_name: null,
  street: 'Plaza del Ayuntamiento',
  street_number: '1',
  additional: null,
  postcode: '46002',
  city: 'Valencia',
  province: 'Valencia',
  country: 'ES',
  phone: '+34 600 111 222',
};

/** The invoices go to the buyer's studio; the parcel to the address above. */
const billingAddress = {
  ...address,
  company_name: 'Ruiz Fotografía SL',
  street: 'Calle de Colón',
  street_number: '20',
  postcode: '46004',
};

/** A filled cart with the contact and the addresses entered: the checkout waits at step 3. */
function fillAddresses(session: SessionRecord, billing: Required<AddressInput>): void {
  fillCart(session, 3);
  session.checkout.contact = contact;
  session.checkout.billing_address = billing;
  session.checkout.delivery = { kind: 'ADDRESS', address };
}

export const checkoutScenarios = {
  /** A filled cart and nothing entered yet: step 1. */
  'checkout.start': [prepareSession('checkout.start', (session) => fillCart(session, 3))],
  /**
   * The demo customer logged in with a filled cart and nothing entered yet: step 1 starts from
   * the profile, step 2 from the saved addresses.
   */
  'checkout.loggedIn': [
    logInAs(demoAccounts.customer),
    prepareSession('checkout.loggedIn', (session) => fillCart(session, 3)),
  ],
  /** Contact and address entered: step 3, choosing the shipment. */
  'checkout.shipmentStep': [
    prepareSession('checkout.shipmentStep', (session) => fillAddresses(session, address)),
  ],
  /** As `shipmentStep`, with the invoices going to another address than the parcel. */
  'checkout.separateAddresses': [
    prepareSession('checkout.separateAddresses', (session) =>
      fillAddresses(session, billingAddress),
    ),
  ],
  /** Everything but the payment entered: step 4. Shipment option ids depend on the site's carriers. */
  'checkout.paymentStep': [
    prepareSession('checkout.paymentStep', (session) => {
      fillAddresses(session, address);
      session.checkout.shipment_option_id = 'MANAGED';
    }),
  ],
  /** The carrier search finds nothing near the postcode. */
  'checkout.noPickpoints': [route('checkout.listPickpoints', () => ({ pickpoints: [] }))],
  /** No way to ship to the address (e.g. a remote island). */
  'checkout.noShipmentOptions': [route('checkout.listShipmentOptions', () => ({ options: [] }))],
} satisfies Record<string, HttpHandler[]>;
