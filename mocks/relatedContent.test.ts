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
        // A family's card leads to its category page, which lists the family's products.
        expect(match.route.name, href).toBe('page');
        const { page } = await api.call('pages.get', { slug: String(match.params.slug), brand });
        expect(page.articles.length, href).toBeGreaterThan(0);
        expect(page.title, href).not.toBe('');
      }
    },
  );
});

describe('links of CMS pages', () => {
  it('lead to pages that exist', async () => {
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
