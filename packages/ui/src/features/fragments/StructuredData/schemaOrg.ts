import type { Price } from '@shop/domain';
import type { BreadcrumbItem } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';

/** `/es-es/t/wedding` or an absolute URL, absolute on the shop's origin. */
const absolute = (href: string, origin: string) => (origin ? new URL(href, origin).href : href);

/** The breadcrumbs as schema.org's BreadcrumbList; `origin` makes the links absolute. */
export function breadcrumbListOf(items: readonly BreadcrumbItem[], origin = '') {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absolute(item.href, origin),
    })),
  };
}

export interface ProductData {
  name: string;
  description: string;
  /** The page's own path (`/es-es/design/…`): the product's and its offer's URL. */
  href: string;
  image: string;
  sku: string;
  brand: string;
  price: Price;
  rating?: { average: number; count: number } | null;
}

/**
 * A product with its offer in the country site's currency, as schema.org's Product: printed to
 * order, so always in stock.
 */
export function productOf(product: ProductData, origin = '') {
  const url = absolute(product.href, origin);
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [absolute(product.image, origin)],
    sku: product.sku,
    url,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      price: product.price.amount.toFixed(2),
      priceCurrency: product.price.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The brand's mark as a file each site serves, for search engines (pages draw the Logo itself). */
export const brandLogoPath = '/favicon.svg';

/** The brand as schema.org's Organization: its name, its country site's home and its logo. */
export function organizationOf(
  organization: { name: string; href: string; logo: string },
  origin = '',
) {
  return {
    '@type': 'Organization',
    name: organization.name,
    url: absolute(organization.href, origin),
    logo: absolute(organization.logo, origin),
  };
}
