import {
  countrySitesOfBrand,
  errorPageContentPlacements,
  localizedPath,
  matchRoute,
  type BrandId,
} from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { reset } from './embedded.ts';
import { familyNames } from './fixtures/articles.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

const brands: BrandId[] = ['main', 'second'];
const sites = brands.flatMap((brand) =>
  countrySitesOfBrand(brand).map((countrySite) => ({ brand, countrySite })),
);
const englishNames = new Set(Object.values(familyNames));

// The 404 screen, a search without results and the empty cart show what the shop places there,
// in the site's language, and every card leads to a page that exists on that country site.
describe.each(errorPageContentPlacements)('related content of %s', (placement) => {
  it.each(
    sites.map(({ brand, countrySite }) => [`${brand} ${countrySite.id}`, brand, countrySite]),
  )(
    'on %s: in the site’s language, linking only to pages that exist',
    async (_, brand, countrySite) => {
      const api = mockApiClient({ language: countrySite.language });
      const { blocks } = await api.call('pages.relatedContent', { placement });
      expect(blocks.length).toBeGreaterThan(1);
      for (const block of blocks) {
        if (countrySite.language !== 'en') expect(englishNames).not.toContain(block.title);
        const href = block.link?.href;
        if (!href) throw new Error(`${block.title} links nowhere`);
        const match = matchRoute(localizedPath(countrySite, href), brand);
        if (!match.ok) throw new Error(`${href} is no page of ${countrySite.id}`);
        if (match.route.name === 'page') {
          const slug = String(match.params.slug);
          expect(db.cmsPages.map((page) => page.slug)).toContain(slug);
        } else {
          // A family without a CMS page of its own: the search for its name finds its products.
          expect(match.route.name).toBe('search');
          const query = String(match.query.query);
          const { articles } = await api.call('catalogue.search', { query });
          expect(articles.length, `search for ${query}`).toBeGreaterThan(0);
        }
      }
    },
  );
});

describe('links of CMS pages', () => {
  it('lead to pages that exist (a family without a page of its own: its search)', async () => {
    const api = mockApiClient({ language: 'pl' });
    for (const { slug, brand } of db.cmsPages) {
      const { page } = await api.call('pages.get', { slug, brand });
      for (const block of page.blocks) {
        if (!block.link) continue;
        const match = matchRoute(localizedPath({ pathPrefix: '/pl-pl' }, block.link.href));
        expect(match.ok, `${slug}: ${block.link.href}`).toBe(true);
        if (match.ok && match.route.name === 'page')
          expect(db.cmsPages.map((candidate) => candidate.slug)).toContain(match.params.slug);
      }
    }
  });
});
