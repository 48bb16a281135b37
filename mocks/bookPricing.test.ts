import type { DesignDocument } from '@shop/domain';
import { afterEach, expect, it } from 'vitest';
import { reset } from './db.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

/** A book's saved document with `inner` inner pages between the cover and the back. */
function bookDocument(templateId: number, inner: number): DesignDocument {
  const pages = [0, ...Array.from({ length: inner }, (_, at) => 1 + (at % 2)), 3];
  return {
    version: 1,
    template_id: templateId,
    pages: pages.map((templatePage, index) => ({
      index,
      template_page: templatePage,
      photos: [],
      texts: [],
    })),
  };
}

// The editor shows the price of the pages it has; the cart charges the same for the saved design.
it('prices a photo book by its pages: the fewest included, each sheet more at the sheet price', async () => {
  const api = mockApiClient({ sessionId: 'book-maker', language: 'es' });
  const { template } = await api.call('productTemplates.getForArticle', { article_id: 1001 });
  expect(template.page_count).toEqual({ min: 24, max: 100, step: 2 });
  const pricing = template.pricing;
  if (!pricing) throw new Error('A photo book template has pricing');
  expect(pricing.base.currency).toBe('EUR');
  const sheet = pricing.per_extra_sheet;
  if (!sheet) throw new Error('A photo book is priced by its sheets');
  expect(sheet.amount).toBeGreaterThan(0);

  const { design: fewest } = await api.call('designs.create', {
    article_id: 1001,
    name: 'Fewest pages',
    document: bookDocument(template.id, 24),
  });
  const { design: longer } = await api.call('designs.create', {
    article_id: 1001,
    name: 'Three sheets more',
    document: bookDocument(template.id, 30),
  });
  await api.call('cart.addLine', { article_id: 1001, design_id: fewest.id, quantity: 1 });
  const { cart } = await api.call('cart.addLine', {
    article_id: 1001,
    design_id: longer.id,
    quantity: 2,
  });
  const lineOf = (id: string) => cart.lines.find((line) => line.design_id === id);
  expect(lineOf(fewest.id)?.unit_price.amount).toBe(pricing.base.amount);
  const expected = Math.round((pricing.base.amount + 3 * sheet.amount) * 100) / 100;
  expect(lineOf(longer.id)?.unit_price.amount).toBe(expected);
  expect(lineOf(longer.id)?.total.amount).toBe(Math.round(expected * 2 * 100) / 100);
});

it('prices other products at their article price, in the editor as in the cart', async () => {
  const api = mockApiClient({ sessionId: 'canvas-maker', language: 'es' });
  const { template } = await api.call('productTemplates.getForArticle', { article_id: 2004 });
  const { article } = await api.call('catalogue.getArticle', { article_id: 2004 });
  const price = article.prices.find((candidate) => candidate.currency === 'EUR');
  expect(template.pricing).toEqual({ base: { amount: price?.amount, currency: 'EUR' } });
  const { design } = await api.call('designs.create', {
    article_id: 2004,
    name: 'Collage',
    document: { version: 1, template_id: template.id, pages: [] },
  });
  const { cart } = await api.call('cart.addLine', {
    article_id: 2004,
    design_id: design.id,
    quantity: 1,
  });
  expect(cart.lines[0]?.unit_price).toEqual(template.pricing?.base);
});
