import type { BrandDefinition } from '@shop/brands';
import {
  countrySitesOfBrand,
  findCountrySite,
  type BrandId,
  type CountrySite,
  type SiteOptions,
} from '@shop/domain';

/**
 * The brand a storefront sells: its folder's definition (`brands/<id>/brand.ts`: name, default
 * country site…), with the brand-level switches the guards read (login everywhere, guest
 * checkout…) when a site sets them.
 */
export type BrandConfig = BrandDefinition<BrandId> & { readonly siteOptions?: SiteOptions };

/** The brand's country sites (from the domain), the default one first. */
export function countrySitesOf(brandConfig: BrandConfig): CountrySite[] {
  const sites = countrySitesOfBrand(brandConfig.id);
  return [...sites].sort(
    (a, b) =>
      Number(b.id === brandConfig.defaultCountrySite) -
      Number(a.id === brandConfig.defaultCountrySite),
  );
}

export function defaultCountrySiteOf(brandConfig: BrandConfig): CountrySite {
  const site = findCountrySite(brandConfig.defaultCountrySite, brandConfig.id);
  if (!site)
    throw new Error(
      `${brandConfig.defaultCountrySite} is not a country site of the ${brandConfig.id} brand`,
    );
  return site;
}
