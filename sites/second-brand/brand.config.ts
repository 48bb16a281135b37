import type { BrandConfig } from '@shop/storefront';

export const brandConfig: BrandConfig = {
  brand: 'second',
  displayName: 'Tazu',
  countrySites: ['es-es'],
  defaultCountrySite: 'es-es',
};
