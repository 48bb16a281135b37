import { cookies, type CountrySite } from '@shop/domain';
import { parseAccept } from 'hono/utils/accept';
import { parse } from 'hono/utils/cookie';
import { countrySitesOf, type BrandConfig } from '../brand.ts';

/**
 * The country site `/` sends a visitor to: the one they chose before (country-site cookie), else
 * the best match of Accept-Language (language and country, then language alone).
 */
export function negotiateCountrySite(
  brandConfig: BrandConfig,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): CountrySite | undefined {
  const sites = countrySitesOf(brandConfig);
  const chosen = cookieHeader
    ? parse(cookieHeader, cookies.countrySite.name)[cookies.countrySite.name]
    : undefined;
  const remembered = sites.find((site) => site.id === chosen);
  if (remembered) return remembered;

  // Sorted by quality, highest first; `*` and refused (q=0) tags name no site.
  const wanted = parseAccept(acceptLanguage ?? '')
    .map(({ type, q }) => ({ tag: type.toLowerCase(), quality: q }))
    .filter(({ tag, quality }) => tag !== '*' && quality > 0);
  for (const { tag } of wanted) {
    const [language, country] = tag.split('-');
    const exact = country
      ? sites.find((site) => site.language === language && site.country.toLowerCase() === country)
      : undefined;
    const byLanguage = sites.find((site) => site.language === language);
    if (exact ?? byLanguage) return exact ?? byLanguage;
  }
  return undefined;
}
