import { matchRoute } from '@shop/domain';
import { db, fixtures } from '@shop/mocks';
import { describe, expect, it } from 'vitest';
import { articleHref } from './CatalogueStates.tsx';

describe('where an article card leads', () => {
  const site = fixtures.countrySite('es');

  // Search, tag and home cards: a print leads to its product page as a photo book does, not to a
  // search for its name.
  it.each(db.articles.map((article) => [article.id, article.customizable] as const))(
    'article %i (customizable: %s) to its product page',
    (id) => {
      const article = fixtures.catalogue.article(id);
      const match = matchRoute(articleHref(site, article));
      expect(match.ok && match.route.name).toBe('designs');
      expect(match.ok && match.params).toEqual({ slug: article.slug, article_id: id });
    },
  );

  it('covers articles bought as they are', () => {
    expect(db.articles.some((article) => !article.customizable)).toBe(true);
  });
});
