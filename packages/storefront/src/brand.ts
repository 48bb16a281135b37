import type { Brand } from '@shop/ui';

/** What makes a storefront one brand's shop; each site's brand.config.ts fills it. */
export interface BrandConfig {
  brand: Brand;
  /** Name shown to customers in titles and the header. */
  displayName: string;
  /** Country sites this brand offers, by their path prefix (`es-es`, `pl-pl`…). */
  countrySites: readonly string[];
  defaultCountrySite: string;
}
