import { describe, expect, it } from 'vitest';
import { breadcrumbListOf, organizationOf, productOf } from './schemaOrg.ts';

const origin = 'https://shop.example';

describe('schema.org data', () => {
  it('makes a design a Product with its Offer at absolute URLs', () => {
    const product = productOf(
      {
        name: 'Summer memories',
        description: 'For the hardcover photo book',
        href: '/es-es/design/summer-memories/D1',
        image: '/mock-assets/design/D1.jpg',
        sku: 'D1',
        brand: 'Wepix',
        price: { currency: 'EUR', amount: 29.9, original_amount: null },
        rating: { average: 4.5, count: 12 },
      },
      origin,
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Summer memories',
      image: [`${origin}/mock-assets/design/D1.jpg`],
      offers: {
        '@type': 'Offer',
        price: '29.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/es-es/design/summer-memories/D1`,
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
    const unrated = productOf(
      {
        ...product,
        href: '/x',
        image: 'https://images.example/a.jpg',
        brand: 'Wepix',
        price: { currency: 'PLN', amount: 120, original_amount: null },
        rating: { average: 0, count: 0 },
        sku: 'D2',
        description: '',
      },
      origin,
    );
    expect(unrated.image).toEqual(['https://images.example/a.jpg']);
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('makes the brand an Organization and breadcrumbs a BreadcrumbList', () => {
    expect(organizationOf({ name: 'Tazu', href: '/es-es', logo: '/favicon.svg' }, origin)).toEqual({
      '@type': 'Organization',
      name: 'Tazu',
      url: `${origin}/es-es`,
      logo: `${origin}/favicon.svg`,
    });
    expect(
      breadcrumbListOf(
        [
          { label: 'Home', href: '/es-es' },
          { label: 'Wedding', href: '/es-es/t/wedding' },
        ],
        origin,
      ).itemListElement[1],
    ).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Wedding',
      item: `${origin}/es-es/t/wedding`,
    });
  });
});
