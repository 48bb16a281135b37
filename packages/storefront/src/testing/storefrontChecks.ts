import { countrySitesOfBrand, type CountrySite } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import type { TFunction } from 'i18next';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { openCustomerPage, type CustomerPage } from './customerPage.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** What every group of storefront checks reads: the built site, its browser and the brand's sites. */
export interface StorefrontChecks {
  siteDir: string;
  brandConfig: BrandConfig;
  context: StorefrontSuiteContext;
  /** The brand's default country site. */
  home: CountrySite;
  countrySites: readonly CountrySite[];
  /** The checks read the page as a customer does: by the labels of the home site's language. */
  t: TFunction;
  origin: () => string;
  newPage: () => Promise<CustomerPage>;
}

export function storefrontChecksOf(
  siteDir: string,
  brandConfig: BrandConfig,
  context: StorefrontSuiteContext,
): StorefrontChecks {
  const home = defaultCountrySiteOf(brandConfig);
  return {
    siteDir,
    brandConfig,
    context,
    home,
    countrySites: countrySitesOfBrand(brandConfig.id),
    t: i18nFor(home.language).t,
    origin: () => context.site().origin,
    newPage: () => openCustomerPage(context.browser()),
  };
}
