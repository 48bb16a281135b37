import { cookies, type CountrySite } from '@shop/domain';
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
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === cookies.countrySite.name)?.[1];
  const remembered = sites.find((site) => site.id === chosen);
  if (remembered) return remembered;

  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality);
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
