// Sample catalogue data for the fragments' stories, shaped by the product API's schemas. The
// pictures are drawn by the mock API's asset handler that the stories' MSW worker runs.
import type { ArticleSummary, DesignSummary, Image } from '@shop/domain';

const assetOrigin = 'https://product-api.test/mock-assets';

export function sampleImage(
  kind: Image['kind'],
  key: string,
  label: string,
  width = 600,
  height = 600,
): Image {
  const query = new URLSearchParams({ label, w: String(width), h: String(height) }).toString();
  return {
    kind,
    alt: label,
    width,
    height,
    sources: (['avif', 'webp', 'jpg'] as const).map((format) => ({
      format,
      url: `${assetOrigin}/${kind}/${key}.${format}?${query}`,
    })),
  };
}

export const sampleArticle: ArticleSummary = {
  id: 1001,
  slug: 'hardcover-photo-book-a4',
  name: 'Hardcover photo book A4',
  name_plural: 'Hardcover photo books A4',
  family_id: 1,
  tags: ['TOP_SALES'],
  prices: [
    { currency: 'EUR', amount: 29.95, original_amount: null },
    { currency: 'PLN', amount: 129.9, original_amount: null },
  ],
  image: sampleImage('product', 'hardcover-photo-book-a4', 'Hardcover photo book A4'),
  customizable: true,
  rating: { average: 4.6, count: 128 },
};

export const longArticle: ArticleSummary = {
  ...sampleArticle,
  id: 1009,
  slug: 'extra-large-layflat-premium-photo-book',
  name: 'Extra large layflat premium photo book with linen cover, gilded edges and 120 pages',
  tags: ['NOVELTY', 'PROMOTION', 'TOP_SALES', 'ECONOMIC', 'INFANTIL', 'OUTLET'],
  prices: [
    { currency: 'EUR', amount: 74.5, original_amount: 99 },
    { currency: 'PLN', amount: 319, original_amount: 429 },
  ],
  image: sampleImage('product', 'layflat-premium', 'Layflat premium photo book'),
};

export const sampleDesign: DesignSummary = {
  id: 'd-1001-1',
  slug: 'summer-memories',
  name: 'Summer memories',
  article_id: 1001,
  preview: sampleImage('design', 'd-1001-1', 'Summer memories'),
  updated_at: '2026-10-01T10:00:00.000Z',
};
