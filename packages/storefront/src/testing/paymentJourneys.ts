import { countrySitesOfBrand, type CountrySite } from '@shop/domain';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import {
  chooseHomeDelivery,
  fillAddressStep,
  fillContactStep,
  paymentMethodGroup,
  paymentMethodName,
  placeOrder,
  sendStep,
  shopperOf,
} from './checkoutForms.ts';
import { addFirstDesignToCart, expectRoute, goToCheckout, orderNumberOn } from './shopActions.ts';
import { journeyTimeout, shopperJourney } from './shoppingJourneys.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** The brand's site for a bank transfer: one that also offers billing accounts where there is one. */
function transferSiteOf(brandConfig: BrandConfig): CountrySite {
  const sites = countrySitesOfBrand(brandConfig.id).filter((site) =>
    site.paymentMethods.includes('BANK_TRANSFER'),
  );
  const site =
    sites.find((candidate) => candidate.paymentMethods.includes('BILLING_ACCOUNT')) ?? sites[0];
  if (!site) throw new Error(`${brandConfig.displayName} takes bank transfers nowhere`);
  return site;
}

/** The currency sign a site writes its amounts with ("€", "zł"). */
const currencySignOf = (site: CountrySite) =>
  new Intl.NumberFormat(site.locale, { style: 'currency', currency: site.currency })
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? site.currency;

/**
 * A guest pays by bank transfer: the payment step offers the site's methods a private guest may
 * use (no billing account, which only an approved company customer may order on), and the
 * order-completed page says how to pay: the shop's IBAN, the exact amount and the reference.
 */
export function paymentJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const countrySite = transferSiteOf(brandConfig);
  it(
    `a guest on ${countrySite.id} is offered no billing account, pays by bank transfer and is shown the IBAN, amount and reference`,
    shopperJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      await addFirstDesignToCart(shop);
      await goToCheckout(shop);
      const shopper = shopperOf(countrySite);
      await fillContactStep(page, t, shopper);
      await fillAddressStep(page, t, shopper);
      await chooseHomeDelivery(page, t);
      await sendStep(page, t, 'shipment');

      const methods = paymentMethodGroup(page, t);
      await methods.getByRole('radio', { name: paymentMethodName(t, 'BANK_TRANSFER') }).waitFor();
      const offered = countrySite.paymentMethods.filter((method) => method !== 'BILLING_ACCOUNT');
      expect(await methods.getByRole('radio').count()).toBe(offered.length);
      expect(
        await methods.getByRole('radio', { name: paymentMethodName(t, 'BILLING_ACCOUNT') }).count(),
      ).toBe(0);

      await placeOrder(page, t, 'BANK_TRANSFER');
      await expectRoute(shop, 'orderCompleted');
      await orderNumberOn(shop);
      const howToPay = page.getByRole('region', { name: t('account:paymentInstructions.title') });
      await howToPay.waitFor();
      const text = await howToPay.innerText();
      const publicId = new URL(page.url()).searchParams.get('public_id') ?? '';
      expect(publicId).not.toBe('');
      // The shop's account in groups of four, the order's public id as the reference.
      expect(text).toMatch(/\b[A-Z]{2}\d{2}(?: [A-Z0-9]{1,4}){3,}/);
      expect(text).toContain(`${t('account:paymentInstructions.reference')}`);
      expect(text).toContain(publicId);
      // The amount to the cent, in the site's currency.
      const sign = currencySignOf(countrySite);
      expect(text).toContain(sign);
      expect(text).toMatch(/\d[.,]\d{2}\b/);
      await howToPay
        .getByRole('button', {
          name: t('account:paymentInstructions.copy', {
            name: t('account:paymentInstructions.iban'),
          }),
        })
        .waitFor();
    }),
    journeyTimeout,
  );
}
