import { cookies, type CountrySite } from '@shop/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parseAccept } from 'hono/utils/accept';
import { countrySitesOf, type BrandConfig } from '../brand.ts';

/**
 * The country site `/` sends a visitor to: the one they chose before (country-site cookie), else
 * the best match of Accept-Language (language and country, then language alone).
 */
export function negotiateCountrySite(
  brandConfig: BrandConfig,
  c: Context,
): CountrySite | undefined {
  const sites = countrySitesOf(brandConfig);
  const chosen = getCookie(c, cookies.countrySite.name);
  const remembered = sites.find((site) => site.id === chosen);
  if (remembered) return remembered;

  // Sorted by quality, highest first; `*` and refused (q=0) tags name no site.
  const wanted = parseAccept(c.req.header('accept-language') ?? '')
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
