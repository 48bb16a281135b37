import {
  carrierNames,
  paymentMethodName as nameOf,
  translationKey,
  type CheckoutStepName,
  type CountrySite,
  type PaymentMethod,
} from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a shopper types in checkout steps 1 and 2. */
export interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  streetNumber: string;
  postcode: string;
  city: string;
}

// A shopper per delivery country, with the country's postcode and phone formats.
const shoppers: Readonly<Record<string, Shopper>> = {
  PL: {
    email: 'anna.kowalska@example.com',
    firstName: 'Anna',
    lastName: 'Kowalska',
    phone: '512 345 678',
    street: 'ul. Floriańska',
    streetNumber: '15',
    postcode: '31-019',
    city: 'Kraków',
  },
  ES: {
    email: 'lucia.garcia@example.com',
    firstName: 'Lucía',
    lastName: 'García',
    phone: '612 345 678',
    street: 'Calle Mayor',
    streetNumber: '1',
    postcode: '28013',
    city: 'Madrid',
  },
};

export function shopperOf(countrySite: Pick<CountrySite, 'country'>): Shopper {
  const shopper = shoppers[countrySite.country];
  if (!shopper) throw new Error(`No shopper for ${countrySite.country}`);
  return shopper;
}

/** A text field of a step: the key of its label and what the shopper types in it. */
export interface TypedField {
  label: string;
  value: string;
}

/** The text fields of step 1 in the order of the form. */
export const contactFields = (shopper: Shopper): TypedField[] => [
  { label: 'checkout:contact.email', value: shopper.email },
  { label: 'checkout:contact.firstName', value: shopper.firstName },
  { label: 'checkout:contact.lastName', value: shopper.lastName },
  { label: 'checkout:contact.phone', value: shopper.phone },
];

/**
 * The text fields of step 2 the shopper types, in the order of the form; names and phone come
 * over from step 1 and delivery goes to the billing address.
 */
export const addressFields = (shopper: Shopper): TypedField[] => [
  { label: 'checkout:address.street', value: shopper.street },
  { label: 'checkout:address.streetNumber', value: shopper.streetNumber },
  { label: 'checkout:address.postcode', value: shopper.postcode },
  { label: 'checkout:address.city', value: shopper.city },
];

/** The form of a checkout step, named by its heading. */
export function stepForm(page: Page, t: TFunction, step: CheckoutStepName) {
  return page.getByRole('form', { name: t(`checkout:${step}.title`) });
}

/** A text field of a step's form by the key of its label. */
export function fieldOf(page: Page, t: TFunction, step: CheckoutStepName, label: string) {
  return stepForm(page, t, step).getByRole('textbox', { name: t(label), exact: true });
}

/** Types the fields of a step without sending it. */
export async function typeFields(
  page: Page,
  t: TFunction,
  step: CheckoutStepName,
  fields: readonly TypedField[],
) {
  for (const field of fields) await fieldOf(page, t, step, field.label).fill(field.value);
}

/** A step's "continue" button ("place order" on step 4). */
export const stepSubmit = (page: Page, t: TFunction, step: CheckoutStepName) =>
  stepForm(page, t, step).getByRole('button', { name: t(`checkout:${step}.submit`) });

/** Sends a step with its "continue" (or, on step 4, "place order") button. */
export async function sendStep(page: Page, t: TFunction, step: CheckoutStepName) {
  await stepSubmit(page, t, step).click();
}

/** The required privacy checkbox of step 1. */
export const privacyCheckbox = (page: Page, t: TFunction) =>
  stepForm(page, t, 'contact').getByRole('checkbox', { name: t('checkout:contact.acceptsTerms') });

/** Step 2: the radio of one of a logged-in customer's saved addresses, by its street. */
export const savedAddressChoice = (page: Page, t: TFunction, street: string) =>
  stepForm(page, t, 'address')
    .getByRole('radiogroup', { name: t('checkout:address.savedChoice') })
    .getByRole('radio', { name: street, exact: false });

/** Step 1: types the contact details, accepts the privacy policy and sends them. */
export async function fillContactStep(page: Page, t: TFunction, shopper: Shopper) {
  await typeFields(page, t, 'contact', contactFields(shopper));
  await privacyCheckbox(page, t).check();
  await sendStep(page, t, 'contact');
}

/** Step 2: types the billing address (delivery to the same one) and sends it. */
export async function fillAddressStep(page: Page, t: TFunction, shopper: Shopper) {
  await typeFields(page, t, 'address', addressFields(shopper));
  await sendStep(page, t, 'address');
}

const modeGroup = (page: Page, t: TFunction) =>
  stepForm(page, t, 'shipment').getByRole('radiogroup', {
    name: t('checkout:shipment.modeLabel'),
  });

/** The shipment options offered for the chosen mode. */
export const shipmentOptionGroup = (page: Page, t: TFunction) =>
  stepForm(page, t, 'shipment').getByRole('radiogroup', {
    name: t('checkout:shipment.optionLabel'),
  });

/** Step 3, not sent: home delivery with the first carrier's option. */
export async function chooseHomeDelivery(page: Page, t: TFunction) {
  await modeGroup(page, t)
    .getByRole('radio', { name: t('checkout:shipment.modes.ADDRESS') })
    .check();
  await shipmentOptionGroup(page, t).getByRole('radio').first().check();
}

/**
 * Step 3, not sent: delivery to a pickpoint with the first carrier's option, then a search
 * near a postcode and the nearest pickpoint found.
 */
export async function choosePickpoint(page: Page, t: TFunction, postcode: string) {
  const form = stepForm(page, t, 'shipment');
  await modeGroup(page, t)
    .getByRole('radio', { name: t('checkout:shipment.modes.PICKPOINT') })
    .check();
  await shipmentOptionGroup(page, t).getByRole('radio').first().check();
  await form.getByRole('textbox', { name: withAnyCarrier(t, 'searchLabel') }).fill(postcode);
  await form.getByRole('button', { name: t('checkout:pickpoint.search'), exact: true }).click();
  await form.getByText(foundNear(t, postcode)).waitFor();
  await form
    .getByRole('radiogroup', { name: withAnyCarrier(t, 'label') })
    .getByRole('radio')
    .first()
    .check();
}

/**
 * Step 3: the options of the chosen delivery mode are the country site's own carriers, each once
 * and in the site's order (another brand's or another country's carriers fail it).
 */
export async function expectCarriersOf(
  page: Page,
  t: TFunction,
  countrySite: Pick<CountrySite, 'carriers'>,
  mode: 'ADDRESS' | 'PICKPOINT',
) {
  const options = shipmentOptionGroup(page, t).getByRole('radio');
  const modeName = t(`checkout:shipment.modes.${mode}`);
  for (const [index, carrier] of countrySite.carriers.entries())
    await options
      .nth(index)
      .and(page.getByRole('radio', { name: `${modeName} · ${carrierNames[carrier]}` }))
      .waitFor();
  expect(await options.count()).toBe(countrySite.carriers.length);
}

/** A pickpoint label whatever carrier it names, wherever the language puts the carrier's name. */
const withAnyCarrier = (t: TFunction, key: 'searchLabel' | 'label') => {
  const [before = '', after = ''] = t(`checkout:pickpoint.${key}`, { carrier: '\u0000' }).split(
    '\u0000',
  );
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}.+${literal(after)}$`);
};

/** "… pickpoints near {postcode}": the search for this postcode has answered, whatever the count. */
const foundNear = (t: TFunction, postcode: string) =>
  t('checkout:pickpoint.found', { count: 2, postcode }).replace(/^2/, '');

/** A payment method as the picker names it: its trade name or its translated description. */
export function paymentMethodName(t: TFunction, method: PaymentMethod): string {
  return nameOf(method, (described) => t(`general:${translationKey('paymentMethods', described)}`));
}

/** The payment methods of step 4. */
export const paymentMethodGroup = (page: Page, t: TFunction) =>
  stepForm(page, t, 'payment').getByRole('radiogroup', {
    name: t('checkout:payment.methodLabel'),
  });

/**
 * Step 4: the methods offered are the country site's own (those of every site and its local
 * ones), each once: the API lists every method of the language on either brand.
 */
export async function expectPaymentMethodsOf(
  page: Page,
  t: TFunction,
  countrySite: Pick<CountrySite, 'paymentMethods'>,
) {
  const group = paymentMethodGroup(page, t);
  for (const method of countrySite.paymentMethods)
    await group.getByRole('radio', { name: paymentMethodName(t, method) }).waitFor();
  expect(await group.getByRole('radio').count()).toBe(countrySite.paymentMethods.length);
}

/** The required terms-of-sale checkbox of step 4. */
export const termsCheckbox = (page: Page, t: TFunction) =>
  stepForm(page, t, 'payment').getByRole('checkbox', { name: t('checkout:payment.acceptsTerms') });

/** Step 4: chooses the payment method, accepts the terms of sale and places the order. */
export async function placeOrder(page: Page, t: TFunction, method: PaymentMethod) {
  await paymentMethodGroup(page, t)
    .getByRole('radio', { name: paymentMethodName(t, method) })
    .check();
  await termsCheckbox(page, t).check();
  await sendStep(page, t, 'payment');
}
