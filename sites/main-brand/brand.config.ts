import type { BrandConfig } from '@shop/storefront';

/** The main brand (Wepix): the WPX shops on 18 country sites; its country sites live in @shop/domain. */
export const brandConfig: BrandConfig = {
  brand: 'main',
  displayName: 'Wepix',
  defaultCountrySite: 'es-es',
};
