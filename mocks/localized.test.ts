import {
  brandOfShop,
  countrySites,
  errorPageContentPlacements,
  type ArticleSummary,
} from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { legalCompanies } from './fixtures/legalPages.ts';
import { reset } from './embedded.ts';
import { shipmentOptionsFor } from './store/shipment.ts';
import { englishDemoTexts, sameEverywhere } from './testing/englishDemoTexts.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

const now = new Date('2026-11-02T10:00:00.000Z');

// The shop's UI languages, from its country sites: es, pt, it, pl, cs, sk, da, sv, nb, fi, fr, nl, de, en.
const languages = [...new Set(countrySites.map((site) => site.language))];
const translated = languages.filter((language) => language !== 'en');

interface ShopWords {
  families: string[];
  articles: string[];
  articlePlurals: string[];
  offers: string[];
  pages: string[];
  tags: string[];
  helpCenter: string[];
  reviews: string[];
  tracking: string[];
  orderLines: string[];
  factory: string[];
  productPages: string[];
  designs: string[];
  templateTexts: string[];
  relatedContent: string[];
}

async function allArticles(language: string): Promise<ArticleSummary[]> {
  const api = mockApiClient({ language });
  const articles: ArticleSummary[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call('catalogue.listArticles', { page, per_page: 20 });
    articles.push(...answer.articles);
    if (page >= answer.pagination.total_pages) return articles;
  }
}

/** What a demo shows in `language`, read through the domain's API client. */
async function shopWords(language: string): Promise<ShopWords> {
  const api = mockApiClient({ language });
  const articles = await allArticles(language);
  const { families } = await api.call('catalogue.listFamilies');
  const { offers } = await api.call('catalogue.listOffers');
  const { tags } = await api.call('catalogue.listTags');
  const pages = await Promise.all(
    db.cmsPages.map(async ({ slug, brand }) => (await api.call('pages.get', { slug, brand })).page),
  );
  const { categories } = await api.call('helpCenter.listCategories');
  const topics = await Promise.all(
    db.helpCenterTopics.map(
      async ({ id }) => (await api.call('helpCenter.getTopic', { topic_id: id })).topic,
    ),
  );
  const { reviews } = await api.call('reviews.list', { article_id: 1001, page: 1, per_page: 12 });
  const trackings = await Promise.all(
    db.orders.map(
      async ({ public_id, shop }) =>
        (await api.call('tracking.get', { brand: brandOfShop(shop), public_id })).tracking,
    ),
  );
  const productPages = await Promise.all(
    articles.map(
      async ({ id }) => (await api.call('catalogue.getArticle', { article_id: id })).article,
    ),
  );
  const { designs } = await api.call('designs.listReadyMade', {
    article_id: 1001,
    page: 1,
    per_page: 12,
  });
  const { template } = await api.call('productTemplates.getForArticle', { article_id: 1001 });
  const related = await Promise.all(
    errorPageContentPlacements.map((placement) => api.call('pages.relatedContent', { placement })),
  );
  return {
    relatedContent: related.flatMap(({ blocks }) =>
      blocks.flatMap((block) => [block.title, block.body_html, block.link?.label ?? '']),
    ),
    templateTexts: template.pages.flatMap((page) =>
      page.text_slots.map((slot) => slot.default_text),
    ),
    designs: designs.flatMap((design) => [design.name, design.preview.alt]),
    // Specification values are checked word by word in productPages.test.ts: some read the same
    // in a few languages (Hardcover in German, Satin in Swedish).
    productPages: productPages.flatMap((article) => [
      article.description_html,
      ...article.media.flatMap((media) => (media.type === 'IMAGE' ? [media.image.alt] : [])),
    ]),
    families: families.flatMap((family) => [family.name, family.description_html]),
    articles: articles.map((article) => article.name),
    articlePlurals: articles.map((article) => article.name_plural),
    offers: offers.flatMap((offer) => [offer.title, offer.description_html, offer.image.alt]),
    pages: pages.flatMap((page) => [
      page.title,
      page.meta_title,
      page.meta_description,
      ...page.blocks.flatMap((block) => [block.title, block.body_html, block.link?.label ?? '']),
    ]),
    tags: tags.map((tag) => tag.name),
    helpCenter: [
      ...categories.flatMap((category) => [category.name, category.description]),
      ...topics.flatMap((topic) => [topic.title, topic.body_html]),
    ],
    reviews: reviews.flatMap((review) => [review.title, review.body]),
    tracking: trackings.flatMap((tracking) => tracking.events.map((event) => event.description)),
    orderLines: trackings.flatMap((tracking) => tracking.items.map((item) => item.article_name)),
    // The first event of every seeded order happens at the factory.
    factory: trackings.map((tracking) => tracking.events[0]?.location ?? ''),
  };
}

afterEach(() => reset());

// Each test walks the whole seeded API in two or three languages: seconds on a busy machine.
const walksTheApi = { timeout: 30_000 };

describe('the mock product API in the language it is asked for', walksTheApi, () => {
  it('serves the 14 languages of the country sites', () => {
    expect(languages).toHaveLength(14);
  });

  it.each(translated)('answers in %s, with no English left but units', async (language) => {
    const english = await shopWords('en');
    const local = await shopWords(language);
    for (const key of Object.keys(english) as (keyof ShopWords)[]) {
      expect(local[key], key).toHaveLength(english[key].length);
      expect(english[key].length, key).toBeGreaterThan(0);
      local[key].forEach((text, index) => {
        const source = english[key][index] ?? '';
        if (!sameEverywhere.test(source))
          expect(text, `${key} "${source}" in ${language}`).not.toBe(source);
      });
    }
  });

  it('answers in English, with the fixtures’ own names, for English and unknown languages', async () => {
    const english = await shopWords('en');
    expect(english.articles).toEqual(db.articles.map((article) => article.name));
    expect(english.articlePlurals).toEqual(db.articles.map((article) => article.name_plural));
    expect(english.tracking).toEqual(
      db.orders.flatMap((order) => order.events.map((event) => event.description)),
    );
    expect(await shopWords('ja')).toEqual(english);
    expect(await shopWords('xx-YY')).toEqual(english);
  });

  it.each(countrySites.filter((site) => site.language !== 'en').map((site) => [site.id, site]))(
    'names the shipment options of %s in its language',
    (_, site) => {
      for (const kind of ['ADDRESS', 'PICKPOINT', 'FACTORY_PICKUP'] as const) {
        const local = shipmentOptionsFor(kind, site, 'EUR', now);
        const english = shipmentOptionsFor(kind, { ...site, language: 'en' }, 'EUR', now);
        expect(local.map((option) => option.id)).toEqual(english.map((option) => option.id));
        local.forEach((option, index) =>
          expect(option.name, `${site.id} ${option.id}`).not.toBe(english[index]?.name),
        );
      }
    },
  );

  it('lists the English demo texts a page in another language must not show', async () => {
    const listed = englishDemoTexts();
    const english = await shopWords('en');
    for (const key of [
      'families',
      'articles',
      'templateTexts',
      'tags',
      'reviews',
      'tracking',
    ] as const)
      expect(listed, key).toContain(english[key][0]);
    // A seeded design is named `{theme} · {article name}`.
    expect(listed).toContain(english.designs[0]?.split(' · ')[0]);
    expect(listed).toEqual(expect.arrayContaining(['Correos pickpoint', 'Newsagent']));
    expect(listed.filter((text) => sameEverywhere.test(text))).toEqual([]);
    // A word a language's own texts use too is no sign of English there (French "Posters").
    expect(englishDemoTexts('fr')).not.toContain('Posters');
    expect(englishDemoTexts('fr')).toContain('Photo books');
    expect(englishDemoTexts('es')).toContain('Posters');
  });

  it('reads a regional language tag as its language', async () => {
    expect(await shopWords('pl-PL')).toEqual(await shopWords('pl'));
    expect(await shopWords('de-AT')).toEqual(await shopWords('de'));
  });

  it('keeps ids, slugs and prices the same in every language', async () => {
    const strip = (articles: ArticleSummary[]) =>
      articles.map(({ id, slug, prices, family_id }) => ({ id, slug, prices, family_id }));
    const english = strip(await allArticles('en'));
    for (const language of translated) expect(strip(await allArticles(language))).toEqual(english);
  });

  it("tells the main brand's story on about-us in several paragraphs, in every language", async () => {
    const paragraphsIn = async (language: string) => {
      const { page } = await mockApiClient({ language }).call('pages.get', {
        slug: 'about-us',
        brand: 'main',
      });
      return page.blocks.flatMap((block) => block.body_html.match(/<p>.+?<\/p>/g) ?? []);
    };
    const english = await paragraphsIn('en');
    for (const language of languages) {
      const paragraphs = await paragraphsIn(language);
      expect(paragraphs.length, language).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, language).toBeLessThanOrEqual(5);
      // The brand's own name, as its legal pages and its storefront call it.
      expect(paragraphs.join(''), language).toContain(legalCompanies.main.brand);
      if (language !== 'en')
        paragraphs.forEach((paragraph, index) =>
          expect(paragraph, language).not.toBe(english[index]),
        );
    }
  });
});

describe('search by product names in the site’s language', () => {
  async function search(language: string, query: string): Promise<ArticleSummary[]> {
    const api = mockApiClient({ language });
    const { articles } = await api.call('catalogue.search', { query, page: 1, per_page: 100 });
    return articles;
  }

  it.each(languages)('finds the products of every family by its name in %s', async (language) => {
    // A shopper types a family's name as the shop writes it (the home's tiles, the filters).
    const { families } = await mockApiClient({ language }).call('catalogue.listFamilies');
    for (const family of families) {
      const found = await search(language, family.name);
      expect(found.length, `${language}: ${family.name}`).toBeGreaterThan(0);
      expect(
        found.filter((article) => article.family_id === family.id).length,
        `${language}: ${family.name}`,
      ).toBeGreaterThan(0);
    }
  });

  it.each(languages)('finds every product by its own name in %s', async (language) => {
    // A shopper types a product's name as its card shows it.
    for (const article of await allArticles(language)) {
      const found = await search(language, article.name);
      expect(
        found.map((candidate) => candidate.id),
        `${language}: ${article.name}`,
      ).toContain(article.id);
    }
  });

  it('finds singular names from plural words, ignoring case and accents', async () => {
    const names = async (language: string, query: string) =>
      (await search(language, query)).map((article) => article.name);
    expect(await names('es', 'Tazas')).toContain('Taza mágica');
    expect(await names('es', 'COJINES')).toContain('Cojín con foto 40x40');
    expect(await names('es', 'album bebe')).toContain('Álbum de fotos del bebé');
    expect(await names('pl', 'Kubki')).toContain('Kubek magiczny');
    expect(await names('pl', 'fotoksiazki')).toContain('Kwadratowa fotoksiążka 20x20');
    expect(await names('de', 'fotobucher')).toContain('Fotobuch Hardcover A4');
    expect(await names('de', 'Tassen')).toContain('Zaubertasse');
    expect(await names('it', 'tazze')).toContain('Tazza magica');
    expect(await names('cs', 'hrnky')).toContain('Magický hrnek');
    expect(await names('da', 'fotobøger')).toContain('Minifotobog');
  });

  it('matches a word by its beginning and needs every word of the query', async () => {
    const names = async (language: string, query: string) =>
      (await search(language, query)).map((article) => article.name);
    expect(await names('es', 'fotol')).toContain('Fotolibro tapa dura A4');
    expect(await names('es', 'taza')).not.toContain('Fotolibro tapa dura A4');
    expect(await names('es', 'taza corazón')).toEqual([]);
    expect(await names('en', 'magic mug')).toEqual(['Magic mug']);
    // English names are not searched on another language's site.
    expect(await names('es', 'magic mug')).toEqual([]);
  });
});
