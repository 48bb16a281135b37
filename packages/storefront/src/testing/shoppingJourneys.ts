import {
  findCountrySite,
  hrefOf,
  type CheckoutStepName,
  type CountrySite,
  type PaymentMethod,
} from '@shop/domain';
import { fixtures } from '@shop/mocks';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import {
  addressFields,
  chooseHomeDelivery,
  choosePickpoint,
  contactFields,
  expectCarriersOf,
  expectPaymentMethodsOf,
  fieldOf,
  fillAddressStep,
  fillContactStep,
  paymentMethodGroup,
  paymentMethodName,
  placeOrder,
  privacyCheckbox,
  savedAddressChoice,
  sendStep,
  shipmentOptionGroup,
  shopperOf,
  stepForm,
  stepSubmit,
  termsCheckbox,
  typeFields,
  type TypedField,
} from './checkoutForms.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { chooseRadio, press, tick, typeInto } from './keyboardShopper.ts';
import { expectRoutesServerRendered, expectUnknownPagesNotFound } from './serverRenderedRoutes.ts';
import {
  addFirstDesignToCart,
  cartLink,
  expectRoute,
  goToCheckout,
  orderNumberOn,
  trackPlacedOrder,
  visit,
  type ShopPages,
} from './shopActions.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

// A whole purchase takes a few seconds; the margin is for a busy machine.
export const journeyTimeout = 90_000;

type Journey = (context: StorefrontSuiteContext, brandConfig: BrandConfig) => void;

function countrySiteOf(brandConfig: BrandConfig, id: string): CountrySite {
  const countrySite = findCountrySite(id, brandConfig.id);
  if (!countrySite) throw new Error(`${brandConfig.displayName} has no country site ${id}`);
  return countrySite;
}

/**
 * One shopper's browser on a country site: runs `journey` with the shop's pages in the site's
 * language, then checks that no page of the journey reported an error.
 */
export function shopperJourney(
  context: StorefrontSuiteContext,
  countrySite: CountrySite,
  journey: (shop: ShopPages) => Promise<void>,
) {
  return async () => {
    const { page, errors, close } = await openCustomerPage(context.browser());
    try {
      const { t } = i18nFor(countrySite.language);
      await journey({ page, t, origin: context.site().origin, countrySite });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  };
}

/** A local method paid on the provider's page, per country site the guest journey may run on. */
const localPaymentMethods = { 'pl-pl': 'BLIK', 'es-es': 'BIZUM' } as const satisfies Partial<
  Record<CountrySite['id'], PaymentMethod>
>;

/**
 * A guest buys a ready-made design with home delivery, pays with a local method on the
 * provider's page and tracks the order: in Poland with BLIK where the brand sells there, else
 * on its Spanish site with Bizum. The carriers and payment methods on offer are the site's own.
 */
const guestHomeDeliveryPurchase: Journey = (context, brandConfig) => {
  const countrySite =
    findCountrySite('pl-pl', brandConfig.id) ?? countrySiteOf(brandConfig, 'es-es');
  const method = localPaymentMethods[countrySite.id as keyof typeof localPaymentMethods];
  it(
    `a guest on ${countrySite.id} buys a design with home delivery and ${method}, then tracks the order`,
    shopperJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      const productName = await addFirstDesignToCart(shop);
      await goToCheckout(shop);
      // Without an account the shopper simply goes on as a guest: the login is only offered.
      await stepForm(page, t, 'contact')
        .getByRole('link', { name: t('checkout:contact.login') })
        .waitFor();
      const shopper = shopperOf(countrySite);
      await fillContactStep(page, t, shopper);
      await fillAddressStep(page, t, shopper);
      await chooseHomeDelivery(page, t);
      await expectCarriersOf(page, t, countrySite, 'ADDRESS');
      await sendStep(page, t, 'shipment');
      await expectPaymentMethodsOf(page, t, countrySite);
      await placeOrder(page, t, method);
      // The method is paid on the payment provider's page, which sends the shopper back.
      await expectRoute(shop, 'orderCompleted');
      const number = await orderNumberOn(shop);
      await page.getByText(t('checkout:completed.paymentStatus.PAID'), { exact: true }).waitFor();
      await trackPlacedOrder(shop, number, productName);
      await page.getByText(t('tracking:shipmentModes.ADDRESS')).first().waitFor();
    }),
    journeyTimeout,
  );
};

/** The demo customer logs in, buys with delivery to a pickpoint found by postcode, and tracks it. */
const customerPickpointPurchase: Journey = (context, brandConfig) => {
  const countrySite = defaultCountrySiteOf(brandConfig);
  it(
    `the logged-in demo customer on ${countrySite.id} buys with delivery to a pickpoint, then tracks the order`,
    shopperJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      const home = hrefOf(countrySite, 'home');
      await visit(shop, hrefOf(countrySite, 'login', {}, { redirect: home }));
      await logIn(page, t);
      await page.waitForURL((url) => url.pathname === home);
      const productName = await addFirstDesignToCart(shop);
      await goToCheckout(shop);
      // Logged in, step 1 starts from the profile (e-mail, name, phone) and does not ask again
      // for the privacy consent the account gave; step 2 starts with the saved default address.
      await expect
        .poll(() => fieldOf(page, t, 'contact', 'checkout:contact.email').inputValue())
        .toBe(demoCustomer.email);
      expect(await fieldOf(page, t, 'contact', 'checkout:contact.firstName').inputValue()).not.toBe(
        '',
      );
      const profile = fixtures.customer.profile();
      const [savedDefault] = fixtures.customer.addresses();
      expect(await fieldOf(page, t, 'contact', 'checkout:contact.phone').inputValue()).toBe(
        profile.phone,
      );
      expect(await privacyCheckbox(page, t).count()).toBe(0);
      await sendStep(page, t, 'contact');
      const savedChoice = savedAddressChoice(page, t, savedDefault?.street ?? '');
      await savedChoice.waitFor();
      expect(await savedChoice.isChecked()).toBe(true);
      await sendStep(page, t, 'address');
      const shopper = shopperOf(countrySite);
      await choosePickpoint(page, t, shopper.postcode);
      await expectCarriersOf(page, t, countrySite, 'PICKPOINT');
      await sendStep(page, t, 'shipment');
      await placeOrder(page, t, 'CARD');
      await expectRoute(shop, 'orderCompleted');
      const number = await orderNumberOn(shop);
      // A customer's order-completed page also shows the order's lines and the paid card payment.
      const summary = page.getByRole('region', { name: t('checkout:summary.title') });
      await summary.getByRole('listitem').first().waitFor();
      await page.getByText(t('checkout:completed.paymentStatus.PAID'), { exact: true }).waitFor();
      await trackPlacedOrder(shop, number, productName);
      await page.getByText(t('tracking:shipmentModes.PICKPOINT')).first().waitFor();
    }),
    journeyTimeout,
  );
};

/** Waits until every field shows what the shopper typed (drafts come back after hydration). */
async function expectTyped(shop: ShopPages, step: CheckoutStepName, fields: readonly TypedField[]) {
  for (const field of fields)
    await expect
      .poll(() => fieldOf(shop.page, shop.t, step, field.label).inputValue(), { timeout: 5_000 })
      .toBe(field.value);
}

/** Reloads the page as the browser's reload button does and waits for it to answer again. */
async function reload({ page }: ShopPages) {
  await page.reload();
  await hydrated(page);
}

/** A reload on each checkout step keeps what the shopper typed or chose, and the step itself. */
const checkoutSurvivesReload: Journey = (context, brandConfig) => {
  const countrySite = defaultCountrySiteOf(brandConfig);
  it(
    `a reload in the middle of the checkout on ${countrySite.id} loses neither typed details nor the step`,
    shopperJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      const shopper = shopperOf(countrySite);
      await addFirstDesignToCart(shop);
      await goToCheckout(shop);

      await typeFields(page, t, 'contact', contactFields(shopper));
      await privacyCheckbox(page, t).check();
      await reload(shop);
      await expectTyped(shop, 'contact', contactFields(shopper));
      expect(await privacyCheckbox(page, t).isChecked()).toBe(true);
      await sendStep(page, t, 'contact');

      await typeFields(page, t, 'address', addressFields(shopper));
      await reload(shop);
      expect(new URL(page.url()).searchParams.get('step')).toBe('address');
      await expectTyped(shop, 'address', addressFields(shopper));
      await sendStep(page, t, 'address');

      await chooseHomeDelivery(page, t);
      await reload(shop);
      expect(new URL(page.url()).searchParams.get('step')).toBe('shipment');
      await expect
        .poll(() => shipmentOptionGroup(page, t).getByRole('radio').first().isChecked())
        .toBe(true);
      await sendStep(page, t, 'shipment');

      await placeOrder(page, t, 'BANK_TRANSFER');
      await expectRoute(shop, 'orderCompleted');
      await orderNumberOn(shop);
    }),
    journeyTimeout,
  );
};

/**
 * One purchase with the keyboard alone (Tab, Shift+Tab, Enter, Space and arrows): no pointer,
 * and every focused control in sight.
 */
const keyboardPurchase: Journey = (context, brandConfig) => {
  const countrySite = defaultCountrySiteOf(brandConfig);
  it(
    `a keyboard-only shopper on ${countrySite.id} buys a design`,
    shopperJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      const main = page.getByRole('main');
      await visit(shop, hrefOf(countrySite, 'home'));
      await press(page, main.locator(`a[href^="${countrySite.pathPrefix}/designs/"]`).first());
      await press(page, main.locator(`a[href^="${countrySite.pathPrefix}/design/"]`).first());
      await press(page, main.getByRole('button', { name: t('catalogue:design.addToCart') }));
      // The header's cart link comes before the button: back up to it.
      await press(page, cartLink(shop, 1));
      await expectRoute(shop, 'cart');
      await press(page, main.getByRole('link', { name: t('cart:checkout') }));
      await expectRoute(shop, 'checkout');
      await hydrated(page);

      const shopper = shopperOf(countrySite);
      for (const field of contactFields(shopper))
        await typeInto(page, fieldOf(page, t, 'contact', field.label), field.value);
      await tick(page, privacyCheckbox(page, t));
      await press(page, stepSubmit(page, t, 'contact'));
      for (const field of addressFields(shopper))
        await typeInto(page, fieldOf(page, t, 'address', field.label), field.value);
      await press(page, stepSubmit(page, t, 'address'));
      // Home delivery is chosen already; the arrows pick the second carrier's option.
      const options = shipmentOptionGroup(page, t);
      await chooseRadio(page, options, options.getByRole('radio').nth(1));
      await press(page, stepSubmit(page, t, 'shipment'));
      const methods = paymentMethodGroup(page, t);
      const transfer = methods.getByRole('radio', {
        name: paymentMethodName(t, 'BANK_TRANSFER'),
      });
      await chooseRadio(page, methods, transfer);
      await tick(page, termsCheckbox(page, t));
      await press(page, stepSubmit(page, t, 'payment'));
      await expectRoute(shop, 'orderCompleted');
      const number = await orderNumberOn(shop);
      await press(page, main.getByRole('link', { name: t('checkout:completed.track') }));
      await page
        .getByRole('heading', { level: 1, name: t('tracking:order.title', { number }) })
        .waitFor();
    }),
    journeyTimeout,
  );
};

/**
 * Every public route of up to three country sites with different currencies answers its first
 * request with the page rendered on the server, and unknown things with 404.
 */
const serverRenderedRoutes: Journey = (context, brandConfig) => {
  const countrySites = ['es-es', 'pl-pl', 'da-dk'].flatMap(
    (id) => findCountrySite(id, brandConfig.id) ?? [],
  );
  for (const countrySite of countrySites) {
    const { id } = countrySite;
    it(
      `${id} answers every route server-rendered with ${countrySite.currency} prices, and 404 for unknown pages`,
      async () => {
        const { origin } = context.site();
        await expectRoutesServerRendered(origin, countrySite);
        await expectUnknownPagesNotFound(origin, countrySite);
      },
      journeyTimeout,
    );
  }
};

const journeys = {
  guestHomeDeliveryPurchase,
  customerPickpointPurchase,
  checkoutSurvivesReload,
  keyboardPurchase,
  serverRenderedRoutes,
} satisfies Record<string, Journey>;
export type ShoppingJourney = keyof typeof journeys;

/**
 * Registers the shopping journeys (every brand runs them all, unless it names some) for a
 * brand's storefront against the site and the browser of the calling test file; each journey
 * opens its own browser context (own session and cart).
 */
export function shoppingJourneys(
  context: StorefrontSuiteContext,
  brandConfig: BrandConfig,
  names: readonly ShoppingJourney[] = Object.keys(journeys) as ShoppingJourney[],
) {
  for (const name of names) journeys[name](context, brandConfig);
}
