import { afterEach, describe, expect, it } from 'vitest';
import { fixtures } from './builders.ts';
import { db, reset } from './db.ts';
import { seedCartLines } from './scenarios/cart.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

describe('fixtures', () => {
  it('give the seeded demo customer as the session keeps it', () => {
    expect(fixtures.customer.demo).toMatchObject({
      id: 1,
      email: 'demo@example.com',
      first_name: 'Lucía',
      last_name: 'Martín',
    });
    expect(fixtures.customer.demo).not.toHaveProperty('password');
    expect(fixtures.customer.profile()).not.toHaveProperty('addresses');
  });

  it('fill a cart with seed articles, priced as the API prices them', async () => {
    const cart = fixtures.cart.filled({ language: 'es' });
    expect(cart.lines).toHaveLength(3);
    for (const line of cart.lines) {
      expect(db.articles.some((article) => article.id === line.article_id)).toBe(true);
      expect(line.total.currency).toBe('EUR');
    }
    // What the API answers for a session holding the same lines.
    const client = mockApiClient({ sessionId: 'fixtures-filled', language: 'es' });
    await client.call('cart.get');
    const session = db.sessions.get('fixtures-filled');
    if (!session) throw new Error('The API kept no session');
    session.cart.lines = seedCartLines(3, () => 1);
    const answered = (await client.call('cart.get')).cart;
    expect(answered.totals).toEqual(cart.totals);
    expect(answered.lines.map((line) => [line.article_id, line.quantity])).toEqual(
      cart.lines.map((line) => [line.article_id, line.quantity]),
    );
  });

  it('apply a promotion code as the API does', () => {
    const cart = fixtures.cart.filled({ promotionCode: 'WELCOME10' });
    expect(cart.promotion_code).toBe('WELCOME10');
    expect(cart.totals.discount.amount).toBeGreaterThan(0);
  });

  it("list the language's site's shipment options, pickpoints and payment methods", () => {
    const options = fixtures.checkout.shipmentOptions('ADDRESS', { language: 'es-es' });
    expect(options.map((option) => option.id)).toEqual([
      'ADDRESS-CORREOS',
      'ADDRESS-CHRONOEXPRESS',
      'ADDRESS-UPS',
      'MANAGED',
    ]);
    expect(fixtures.checkout.pickpoints('CORREOS', '28014', 'ES')[0]?.carrier).toBe('CORREOS');
    expect(fixtures.checkout.paymentMethods({ language: 'es' }).map((m) => m.method)).toContain(
      'BIZUM',
    );
  });

  it('present seed articles, designs and pictures as the catalogue answers them', () => {
    const article = fixtures.catalogue.article(1001, { language: 'pl' });
    expect(article).toMatchObject({ id: 1001, tags: ['TOP_SALES'] });
    expect(article.image.sources[0]?.url).toMatch(/^https:\/\/product-api\.test\/mock-assets\//);
    expect(fixtures.catalogue.design('d-1001-1').article_id).toBe(1001);
    expect(() => fixtures.catalogue.design('d-0')).toThrow();
    const image = fixtures.catalogue.image({ kind: 'banner', key: 'x', label: 'X' });
    expect(image.sources.map((source) => source.format)).toEqual(['avif', 'webp', 'jpg']);
  });

  it("give an order's tracking as tracking.get answers it", () => {
    expect(fixtures.tracking('HPVZ6FHD')).toMatchObject({ carrier: 'GLS', state: 'ON_ROUTE' });
    expect(() => fixtures.tracking('NOPE')).toThrow();
  });

  it('build constructor templates and read the seeded ones', () => {
    expect(fixtures.productTemplate.build({ bleed_mm: 5 }).bleed_mm).toBe(5);
    expect(fixtures.productTemplate.of(1001).article_id).toBe(1001);
  });

  it("give a wall calendar its cover's year and a month page with the month's grid below its photo", async () => {
    const { template } = await mockApiClient().call('productTemplates.getForArticle', {
      article_id: 4001,
    });
    const [cover, month] = template.pages;
    expect(template.pages).toHaveLength(2);
    expect(cover?.calendar_area?.shows).toBe('year');
    expect(month?.calendar_area?.shows).toBe('month');
    const grid = month?.calendar_area;
    const photo = month?.photo_slots[0];
    if (!grid || !photo) throw new Error('The month page has a photo and a grid');
    expect(photo.y_mm + photo.height_mm).toBeLessThan(grid.y_mm);
    expect(grid.y_mm + grid.height_mm).toBeLessThanOrEqual(
      template.print_size_mm.height - template.safe_area_mm.bottom,
    );
    // An advent calendar's doors are no months; a photo book has no dates.
    for (const articleId of [4004, 1001])
      expect(fixtures.productTemplate.of(articleId).pages.some((page) => page.calendar_area)).toBe(
        false,
      );
  });
});
