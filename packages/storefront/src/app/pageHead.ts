import { localizedPath, type CountrySite, type RouteMatch } from '@shop/domain';
import type { i18n } from 'i18next';
import { countrySitesOf, defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import type { ShownResolution } from './pageResolution.ts';

export interface PageHead {
  language: string;
  title: string;
  description: string;
  /** Absolute canonical URL; absent on error pages. */
  canonical?: string;
  /** One alternate per country site of the brand plus x-default. */
  alternates: { hreflang: string; href: string }[];
}

/** Title, description, canonical and hreflang alternates of a resolved page. */
export function pageHead(
  brandConfig: BrandConfig,
  resolution: ShownResolution,
  countrySite: CountrySite,
  origin: string,
  translate: i18n['t'],
): PageHead {
  const suffix = ` | ${brandConfig.displayName}`;
  if (resolution.kind !== 'page') {
    const key = resolution.status === 404 ? 'notFound' : 'error';
    return {
      language: countrySite.language,
      // Exactly the spec's '404 Not Found' / '500 Error', as the error screen itself sets it.
      title: translate(`shop:pages.${key}.title`),
      description: translate(`shop:pages.${key}.description`),
      alternates: [],
    };
  }
  const { match } = resolution;
  const pageKey = `shop:pages.${match.route.name}`;
  const title = translate(`${pageKey}.title`, { defaultValue: brandConfig.displayName });
  const hrefOn = (site: CountrySite) =>
    new URL(localizedPath(site, sitePathWithQuery(match)), origin).href;
  return {
    language: countrySite.language,
    title: title === brandConfig.displayName ? title : title + suffix,
    description: translate(`${pageKey}.description`, {
      defaultValue: translate('shop:pages.home.description'),
    }),
    canonical: hrefOn(match.countrySite),
    alternates: [
      ...countrySitesOf(brandConfig).map((site) => ({ hreflang: site.locale, href: hrefOn(site) })),
      { hreflang: 'x-default', href: hrefOn(defaultCountrySiteOf(brandConfig)) },
    ],
  };
}

/** The site path and the query parameters that change the content (`/search?query=…`). */
function sitePathWithQuery(match: RouteMatch): string {
  const query =
    typeof match.query.query === 'string'
      ? `?${new URLSearchParams({ query: match.query.query }).toString()}`
      : '';
  return `${match.sitePath}${query}`;
}
