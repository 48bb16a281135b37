import { hrefOf } from '@shop/domain';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { visitorJourney } from './contentJourneys.ts';
import { visit } from './shopActions.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

const journeyTimeout = 60_000;

/**
 * A shopper browses the catalogue: the home's family tiles lead to their category pages, a
 * category page lists its products with their pictures and "from" prices, and a product's page
 * shows its gallery of three pictures, its reviews' summary, its description and its
 * specifications with production and delivery time.
 */
export function catalogueJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const countrySite = defaultCountrySiteOf(brandConfig);

  it(
    `a shopper on ${countrySite.id} goes from the photo books' category page to a product's page`,
    visitorJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      await visit(shop, `${countrySite.pathPrefix}/photo-books`);
      const products = page
        .getByRole('main')
        .getByRole('list', { name: t('catalogue:product.categoryArticles') });
      const cards = products.locator(':scope > li');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole('img').getAttribute('src')).resolves.toBeTruthy();
        // "From" and the price in the site's currency (the old one struck through on offer).
        expect(await card.innerText()).toMatch(
          new RegExp(`${t('catalogue:fromPrice')}[\\s\\S]*\\d`),
        );
      }
      const name = await cards.first().getByRole('heading').innerText();
      await cards.first().getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`${countrySite.pathPrefix}/designs/`));
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

      const gallery = page.getByRole('list', { name: t('catalogue:product.gallery', { name }) });
      await expect(gallery.getByRole('button').count()).resolves.toBe(3);
      await gallery
        .getByRole('button', { name: t('catalogue:product.showPicture', { number: 2, count: 3 }) })
        .click();
      await expect(
        gallery.getByRole('button', { pressed: true }).getAttribute('aria-label'),
      ).resolves.toBe(t('catalogue:product.showPicture', { number: 2, count: 3 }));

      const reviews = page.getByRole('link', { name: t('catalogue:product.readReviews') });
      await expect(reviews.getAttribute('href')).resolves.toMatch(
        new RegExp(`^${hrefOf(countrySite, 'reviews')}\\?family=\\d+$`),
      );
      const description = page.getByRole('region', { name: t('catalogue:product.description') });
      expect((await description.innerText()).length).toBeGreaterThan(100);
      const specifications = page.getByRole('region', {
        name: t('catalogue:product.specifications'),
      });
      const terms = await specifications.locator('dt').allInnerTexts();
      expect(terms).toEqual(
        expect.arrayContaining([
          t('general:enums.specificationKinds.size'),
          t('catalogue:product.productionTime'),
          t('catalogue:product.deliveryTime'),
        ]),
      );
    }),
    journeyTimeout,
  );

  it(
    `a shopper on ${countrySite.id} goes from the home's posters tile to the posters' category page`,
    visitorJourney(context, countrySite, async (shop) => {
      const { page, t } = shop;
      await visit(shop, hrefOf(countrySite, 'home'));
      const tiles = page.getByRole('region', { name: t('catalogue:home.families') });
      await tiles.locator(`a[href="${countrySite.pathPrefix}/posters"]`).click();
      await page.waitForURL((url) => url.pathname === `${countrySite.pathPrefix}/posters`);
      const products = page
        .getByRole('main')
        .getByRole('list', { name: t('catalogue:product.categoryArticles') });
      await products.waitFor();
      const cards = products.locator(':scope > li');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all())
        expect(await card.innerText()).toMatch(
          new RegExp(`${t('catalogue:fromPrice')}[\\s\\S]*\\d`),
        );
    }),
    journeyTimeout,
  );
}
