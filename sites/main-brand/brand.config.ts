import type { BrandConfig } from '@shop/storefront';

export const brandConfig: BrandConfig = {
  brand: 'main',
  displayName: 'Wepix',
  countrySites: ['es-es', 'pt-pt', 'it-it', 'pl-pl', 'cs-cz', 'sk-sk', 'da-dk', 'sv-se', 'nb-no', 'fi-fi', 'fr-fr', 'fr-be', 'nl-be', 'nl-nl', 'de-de', 'de-at', 'de-ch', 'en-ie'],
  defaultCountrySite: 'es-es',
};
