import type { BrandConfig } from '@shop/storefront';

/** The second brand (Tazu): the TZ-ES shop on es-es; its country site lives in @shop/domain. */
export const brandConfig: BrandConfig = {
  brand: 'second',
  displayName: 'Tazu',
  defaultCountrySite: 'es-es',
};
