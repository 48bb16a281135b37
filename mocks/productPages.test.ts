import { countrySites, type Article } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { reset } from './embedded.ts';
import { productFamilies } from './fixtures/articles.ts';
import { productTexts } from './fixtures/texts/products/index.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

const languages = [...new Set(countrySites.map((site) => site.language))];

/** Specification lines whose values are figures and models, the same in every language. */
const figures = new Set(['size', 'pages']);

async function productPages(language: string): Promise<Article[]> {
  const api = mockApiClient({ language });
  return Promise.all(
    db.articles.map(
      async ({ id }) => (await api.call('catalogue.getArticle', { article_id: id })).article,
    ),
  );
}

afterEach(() => reset());

describe('the catalogue', () => {
  it('has at least three articles in every family', () => {
    for (const family of productFamilies)
      expect(
        db.articles.filter((article) => article.family === family).length,
        family,
      ).toBeGreaterThanOrEqual(3);
  });

  it('prices every article in the currency of every country site', async () => {
    for (const site of countrySites) {
      const { articles } = await mockApiClient({ language: site.language }).call(
        'catalogue.listArticles',
        { page: 1, per_page: 100 },
      );
      expect(articles).toHaveLength(db.articles.length);
      for (const article of articles) {
        const price = article.prices.find((candidate) => candidate.currency === site.currency);
        expect(price?.amount, `${site.id} ${article.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('opens every article in the editor with a template of its own', async () => {
    const api = mockApiClient({ language: 'es' });
    for (const article of db.articles) {
      const { template } = await api.call('productTemplates.getForArticle', {
        article_id: article.id,
      });
      expect(template.article_id, article.name).toBe(article.id);
      expect(template.pages.length, article.name).toBeGreaterThan(0);
    }
  });
});

describe.each(languages)('product pages in %s', (language) => {
  it('describe every article, with specifications, delivery and three pictures', async () => {
    for (const article of await productPages(language)) {
      const label = `${language} ${article.name}`;
      expect(article.description_html, label).toContain(article.name);
      expect(article.description_html.length, label).toBeGreaterThan(100);
      expect(
        article.specifications.map((line) => line.kind),
        label,
      ).toContain('size');
      expect(article.production_days, label).toBeGreaterThan(0);
      expect(article.delivery_days.min, label).toBeGreaterThan(0);
      const pictures = article.media.flatMap((media) => (media.type === 'IMAGE' ? [media] : []));
      expect(pictures.length, label).toBeGreaterThanOrEqual(3);
      const urls = pictures.map((media) => media.image.sources[0]?.url);
      expect(new Set(urls).size, label).toBe(pictures.length);
      const alts = pictures.map((media) => media.image.alt);
      expect(new Set(alts).size, label).toBe(pictures.length);
    }
  });
});

describe('specifications in the customer’s language', () => {
  const words = [
    ...new Set(
      db.articles.flatMap((article) =>
        article.specifications
          .filter((line) => !figures.has(line.kind))
          .flatMap((line) => line.values),
      ),
    ),
  ].sort();

  it.each(Object.keys(productTexts))('has every word of the specifications in %s', (language) => {
    expect(Object.keys(productTexts[language]?.specifications ?? {}).sort()).toEqual(words);
  });

  it('answers with the language’s words and decimal sign', async () => {
    const { article } = await mockApiClient({ language: 'de' }).call('catalogue.getArticle', {
      article_id: 1001,
    });
    expect(article.specifications).toContainEqual({ kind: 'size', values: ['21 × 29,7 cm'] });
    expect(article.specifications).toContainEqual({ kind: 'finish', values: ['Matt', 'Glänzend'] });
  });
});

describe('category pages', () => {
  it('gives every family a category page under its own slug', () => {
    const pageOf = (family: string) =>
      db.cmsPages.find((page) => page.slug === family && page.brand === undefined);
    expect(productFamilies.filter((family) => !pageOf(family)?.families.includes(family))).toEqual(
      [],
    );
  });

  // Both brands sell the whole catalogue (no catalogue call names a brand), so every country site
  // of either brand shows every family's page, in its language and with prices in its currency.
  it.each(productFamilies)(
    '/%s lists its articles with pictures and "from" prices on every country site of both brands',
    async (family) => {
      const articleIds = db.articles
        .filter((article) => article.family === family)
        .map(({ id }) => id);
      expect(articleIds.length).toBeGreaterThanOrEqual(3);
      const english = (await mockApiClient({ language: 'en' }).call('pages.get', { slug: family }))
        .page;
      expect(new Set(countrySites.map((site) => site.brand))).toEqual(new Set(['main', 'second']));
      for (const site of countrySites) {
        const { page } = await mockApiClient({ language: site.locale }).call('pages.get', {
          slug: family,
          brand: site.brand,
        });
        expect(
          page.articles.map(({ id }) => id),
          site.id,
        ).toEqual(articleIds);
        for (const article of page.articles) {
          expect(article.image.sources.length, `${site.id} ${article.id}`).toBeGreaterThan(0);
          const price = article.prices.find(({ currency }) => currency === site.currency);
          expect(price?.amount, `${site.id} ${article.id}`).toBeGreaterThan(0);
        }
        const body = page.blocks.map((block) => block.body_html).join('');
        expect(body, site.id).toMatch(/<p>.+<\/p>/);
        expect(page.meta_description.length, site.id).toBeGreaterThan(0);
        if (site.language !== 'en') {
          expect(page.title, site.id).not.toBe(english.title);
          expect(body, site.id).not.toBe(english.blocks.map((block) => block.body_html).join(''));
          expect(page.meta_description, site.id).not.toBe(english.meta_description);
        }
      }
    },
  );
});
