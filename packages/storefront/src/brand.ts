import {
  countrySitesOfBrand,
  findCountrySite,
  type BrandId,
  type CountrySite,
  type CountrySiteId,
  type SiteOptions,
} from '@shop/domain';

/** What makes a storefront one brand's shop; each site's brand.config.ts fills it. */
export interface BrandConfig {
  brand: BrandId;
  /** Name shown to customers in titles and the header. */
  displayName: string;
  /** Where `/` sends visitors whose language matches no country site of the brand. */
  defaultCountrySite: CountrySiteId;
  /** Brand-level switches the guards read (login everywhere, guest checkout…). */
  siteOptions?: SiteOptions;
}

/** The brand's country sites (from the domain), the default one first. */
export function countrySitesOf(brandConfig: BrandConfig): CountrySite[] {
  const sites = countrySitesOfBrand(brandConfig.brand);
  return [...sites].sort(
    (a, b) =>
      Number(b.id === brandConfig.defaultCountrySite) -
      Number(a.id === brandConfig.defaultCountrySite),
  );
}

export function defaultCountrySiteOf(brandConfig: BrandConfig): CountrySite {
  const site = findCountrySite(brandConfig.defaultCountrySite, brandConfig.brand);
  if (!site)
    throw new Error(
      `${brandConfig.defaultCountrySite} is not a country site of the ${brandConfig.brand} brand`,
    );
  return site;
}
