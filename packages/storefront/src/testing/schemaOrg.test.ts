import { describe, expect, it } from 'vitest';
import { jsonLdBlocksOf, schemaOrgProblems } from './schemaOrg.ts';

const context = { '@context': 'https://schema.org' };
const product = {
  ...context,
  '@type': 'Product',
  name: 'Summer memories',
  image: ['https://shop.example/a.jpg'],
  offers: {
    '@type': 'Offer',
    price: '29.95',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: 'https://shop.example/es-es/design/a/1',
  },
};

describe('schema.org required fields', () => {
  it('accepts a complete Product, Organization, BreadcrumbList and FAQPage', () => {
    expect(schemaOrgProblems(product)).toEqual([]);
    expect(
      schemaOrgProblems({
        ...context,
        '@type': 'Organization',
        name: 'Wepix',
        url: 'https://shop.example/es-es',
        logo: 'https://shop.example/favicon.svg',
      }),
    ).toEqual([]);
    expect(
      schemaOrgProblems({
        ...context,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/es-es' },
          { '@type': 'ListItem', position: 2, name: 'Topic' },
        ],
      }),
    ).toEqual([]);
    expect(
      schemaOrgProblems({
        ...context,
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'How?',
            acceptedAnswer: { '@type': 'Answer', text: '<p>So.</p>' },
          },
        ],
      }),
    ).toEqual([]);
  });

  it('names what is missing, in nested types too', () => {
    expect(
      schemaOrgProblems({
        ...product,
        '@context': 'http://example.com',
        offers: { '@type': 'Offer', price: '29,95', url: '/relative' },
      }),
    ).toEqual([
      '@context must be https://schema.org',
      'Offer needs a price as a number (a dot before decimals)',
      'Offer needs an ISO 4217 priceCurrency',
      'Offer needs a schema.org availability',
      'Offer needs an absolute url',
    ]);
    expect(schemaOrgProblems({ ...context, '@type': 'Organization', name: 'Wepix' })).toEqual([
      'Organization needs an absolute url',
      'Organization needs a logo URL',
    ]);
    expect(
      schemaOrgProblems({
        ...context,
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Home', item: '/es-es' }, {}],
      }),
    ).toHaveLength(5);
    expect(schemaOrgProblems({ ...context, '@type': 'Product', name: 'x', image: [] })).toEqual([
      'Product needs offers, review or aggregateRating',
    ]);
  });

  it('reads the JSON-LD blocks of a page', () => {
    const html = `<main><script type="application/ld+json">${JSON.stringify(product).replace(/</g, '\\u003c')}</script></main>`;
    expect(jsonLdBlocksOf(html)).toEqual([product]);
  });
});
