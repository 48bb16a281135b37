import { localizedPath, type CountrySite, type RouteMatch } from '@shop/domain';
import type { ImageSources } from '@shop/ui/design-system/primitives/Image/Image.tsx';
import type { i18n } from 'i18next';
import { countrySitesOf, defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import type { OwnHead } from './defineRoute.tsx';
import type { ShownResolution } from './pageResolution.ts';

export interface PageHead {
  language: string;
  title: string;
  description: string;
  /** Absolute canonical URL; absent on error pages. */
  canonical?: string;
  /** One alternate per country site of the brand plus x-default. */
  alternates: { hreflang: string; href: string }[];
  /** `noindex` for pages search engines may fetch but should not list. */
  robots?: string;
  /** What the first paint needs at once (the body font, the largest image), fetched from the head. */
  preloads?: readonly PreloadLink[];
}

export type PreloadLink =
  | { as: 'font'; href: string }
  | { as: 'image'; type: string; imageSrcSet: string; imageSizes: string };

/**
 * The preloads of a page: the brand's above-the-fold font files, and its screen's images in the
 * first format the `<picture>` offers (a browser that cannot show it skips the preload).
 */
export function preloadsOf(
  fontFiles: readonly string[],
  images: readonly { sources: ImageSources; sizes: string }[] = [],
): PreloadLink[] {
  return [
    ...fontFiles.map((href) => ({ as: 'font' as const, href })),
    ...images.map(({ sources, sizes }) => {
      const [type, imageSrcSet] = sources.avif
        ? ['image/avif', sources.avif]
        : sources.webp
          ? ['image/webp', sources.webp]
          : ['', sources.fallback];
      return { as: 'image' as const, type, imageSrcSet, imageSizes: sizes };
    }),
  ];
}

/** Title, description, canonical and hreflang alternates of a resolved page. */
export function pageHead(
  brandConfig: BrandConfig,
  resolution: ShownResolution,
  countrySite: CountrySite,
  origin: string,
  translate: i18n['t'],
  /** The page's own title and description (a CMS page's), ahead of the route's names. */
  own?: OwnHead,
): PageHead {
  const suffix = ` | ${brandConfig.displayName}`;
  if (resolution.kind !== 'page') {
    const key = resolution.status === 404 ? 'notFound' : resolution.refusal ? 'refused' : 'error';
    return {
      language: countrySite.language,
      // Exactly the spec's '404 Not Found' / '500 Error', as the error screen itself sets it.
      title: translate(`shop:pages.${key}.title`),
      description: translate(`shop:pages.${key}.description`),
      alternates: [],
    };
  }
  const { match } = resolution;
  // The shop's page names first, then the route's own namespaces (`help:head.helpCenter.title`).
  const headKeys = [
    `shop:pages.${match.route.name}`,
    ...match.route.namespaces.map((namespace) => `${namespace}:head.${match.route.name}`),
  ];
  const headText = (part: 'title' | 'description', fallback: string) =>
    headKeys.reduceRight(
      (next, key) => translate(`${key}.${part}`, { defaultValue: next }),
      fallback,
    );
  const title = own?.name ? own.name + suffix : headText('title', brandConfig.displayName);
  const sitePath = sitePathWithQuery(match);
  return {
    language: countrySite.language,
    title: own?.title || (title === brandConfig.displayName || own?.name ? title : title + suffix),
    description:
      own?.description || headText('description', translate('shop:pages.home.description')),
    canonical: urlOn(match.countrySite, sitePath, origin),
    alternates: hreflangAlternates(brandConfig, sitePath, origin),
    ...(own?.noindex ? { robots: 'noindex' } : {}),
  };
}

/** The absolute URL of a site path (`/t/wedding`) on one country site. */
export function urlOn(countrySite: CountrySite, sitePath: string, origin: string): string {
  return new URL(localizedPath(countrySite, sitePath), origin).href;
}

/**
 * A page's hreflang alternates: its site path on every country site of the brand, plus
 * x-default on the default one. The page's head and the sitemap both list these.
 */
export function hreflangAlternates(
  brandConfig: BrandConfig,
  sitePath: string,
  origin: string,
): { hreflang: string; href: string }[] {
  return [
    ...countrySitesOf(brandConfig).map((site) => ({
      hreflang: site.locale,
      href: urlOn(site, sitePath, origin),
    })),
    { hreflang: 'x-default', href: urlOn(defaultCountrySiteOf(brandConfig), sitePath, origin) },
  ];
}

/**
 * The site path and the query parameters that change the content (`/search?query=…`): filters,
 * sorts and pages are left out, so a filtered or paged list is canonical to its first page.
 */
function sitePathWithQuery(match: RouteMatch): string {
  const query =
    typeof match.query.query === 'string'
      ? `?${new URLSearchParams({ query: match.query.query }).toString()}`
      : '';
  return `${match.sitePath}${query}`;
}
