import { hrefOf, type Design } from '@shop/domain';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import {
  editorReady,
  expectCartLinePreview,
  openEditor,
  turnEveryPage,
  type Translate,
} from './editorSteps.ts';
import { startingWith } from './labels.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

export interface PhotoBookJourneyOptions {
  origin: string;
  browser: Browser;
  brandConfig: BrandConfig;
  /** A book of 24 to 100 inner pages in sheets of two, one photo and one text per page. */
  articleId: number;
}

/** A phone's portrait photo, 1200×1600: sharp enough (over 150 dpi) to fill a page of the A4 book. */
const photoSize = { width: 1200, height: 1600 };

/**
 * `count` different camera-sized JPEGs (a colour of their own each), drawn and encoded by the
 * browser itself, with the names a camera gives them.
 */
async function cameraPhotos(page: Page, count: number) {
  const encoded = await page.evaluate(
    ({ count, width, height }) =>
      Array.from({ length: count }, (_, index) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas');
        const hue = (index * 360) / count;
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${hue} 70% 75%)`);
        sky.addColorStop(1, `hsl(${hue} 60% 30%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        context.fillStyle = `hsl(${(hue + 180) % 360} 70% 55%)`;
        context.beginPath();
        context.arc(width * 0.5, height * 0.45, height / 5, 0, Math.PI * 2);
        context.fill();
        return canvas.toDataURL('image/jpeg', 0.7).split(',')[1] ?? '';
      }),
    { count, ...photoSize },
  );
  return encoded.map((base64, index) => ({
    name: `IMG_${String(index + 1).padStart(4, '0')}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

/**
 * What the tray says of each photo, in upload order: where it is used ("Used on page 4") or that
 * it is not used yet, as a screen reader reads it with the photo's button.
 */
function photoUses(page: Page): Promise<string[]> {
  return page.getByTestId('photo-grid').evaluate((grid) =>
    // The photos' own buttons: on a page that takes free photos each also has "place on page".
    [...grid.querySelectorAll('button[aria-describedby]')].map((button) => {
      const description = button.getAttribute('aria-describedby') ?? '';
      return document.getElementById(description)?.textContent ?? '';
    }),
  );
}

/** The photo slot of a book page in the slot list (a page of the A4 book has one). */
const pagePhotoSlot = (page: Page, c: Translate) =>
  page
    .getByRole('region', { name: c('slots.heading') })
    .getByRole('button', { name: startingWith(`${c('slots.photo', { number: 1 })} ·`) });

/** The saved design as the shop's browser code reads it, through the storefront's API proxy. */
async function savedDesign(page: Page, origin: string, designId: string): Promise<Design> {
  const answer = await page.request.post(`${origin}/api/proxy`, {
    data: { method: 'GET', path: `/designs/${encodeURIComponent(designId)}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { design: Design }).design;
}

/**
 * A customer makes a photo book: uploads 25 photos at once, fills the 24-page book and its cover
 * with them, adds five more photos and a sheet, swaps the photos of two pages, moves a page, fixes what the pre-cart check
 * finds, places one more photo anywhere on a page and orders the book; the cart shows the design's picture and the price of its pages.
 * Back in the design from the cart, a new cover text saved updates the same cart line.
 */
async function photoBookJourney({
  origin,
  browser,
  brandConfig,
  articleId,
}: PhotoBookJourneyOptions) {
  const { page, errors, close, home, t, c } = await openEditor(
    browser,
    { origin, brandConfig, articleId },
    { width: 1280, height: 1000 },
  );
  try {
    const strip = page.getByRole('navigation', { name: c('pages.strip') });
    const stripPage = (number: number) =>
      strip.getByRole('button', { name: c('pages.side_inner', { number }), exact: true });
    const pageCount = page.getByTestId('page-count');
    const usedOn = (pages: number) => c('tray.usedOn', { count: 1, pages: String(pages) });

    // 25 photos chosen at once: all of them reach the library, in the order chosen.
    const photos = await cameraPhotos(page, 30);
    const choose = async (files: typeof photos) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: c('tray.choose') }).click();
      await (await chooser).setFiles(files);
    };
    await choose(photos.slice(0, 25));
    await page.getByText(c('tray.shown', { shown: 25, count: 25 })).waitFor({ timeout: 40_000 });
    await page.getByTestId('upload-batch-progress').waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-upload').count()).toBe(0);
    expect(await page.getByTestId('photo-grid').getByRole('button').count()).toBe(25);
    expect(await photoUses(page)).toEqual(Array.from({ length: 25 }, () => c('tray.unused')));

    // The book starts with its cover, its 24 inner pages and its back; "fill" puts the photos on
    // the pages in the order they were taken, one a page (the back has none).
    expect(await pageCount.textContent()).toBe(c('pages.count', { pages: 24, min: 24, max: 100 }));
    expect(await strip.getByRole('button').count()).toBe(26);
    await page.getByRole('button', { name: c('tray.autoFill') }).click();
    await expect
      .poll(() => photoUses(page))
      .toEqual(Array.from({ length: 25 }, (_, index) => usedOn(index + 1)));
    // Five more photos, chosen later, join the library unused.
    await choose(photos.slice(25));
    await page.getByText(c('tray.shown', { shown: 30, count: 30 })).waitFor({ timeout: 40_000 });
    await expect
      .poll(() => photoUses(page))
      .toEqual([
        ...Array.from({ length: 25 }, (_, index) => usedOn(index + 1)),
        ...Array.from({ length: 5 }, () => c('tray.unused')),
      ]);
    // The first autosave creates the design and puts its id in the address.
    await page.getByText(c('save.saved')).waitFor();
    await page.waitForURL((url) => url.searchParams.has('design'));
    const designId = new URL(page.url()).searchParams.get('design') ?? '';
    expect(designId).not.toBe('');

    // A sheet more after the last inner page: pages 26 and 27, blank, before the back.
    await stripPage(25).click();
    await page.getByRole('button', { name: c('pages.add', { pages: 2 }) }).click();
    await expect
      .poll(() => pageCount.textContent())
      .toBe(c('pages.count', { pages: 26, min: 24, max: 100 }));
    expect(await strip.getByRole('button').count()).toBe(28);
    expect(await stripPage(26).getAttribute('aria-current')).toBe('page');
    expect(await strip.getByRole('button').last().textContent()).toContain(c('pages.side_back'));
    // The header's price follows the pages: the cart charges the same.
    const bookPrice = (await page.getByTestId('design-price').textContent()) ?? '';

    // Page 3's photo swaps with page 4's; the editor follows the photo to page 4.
    await stripPage(3).click();
    await pagePhotoSlot(page, c).click();
    const pagePhoto = (number: number) =>
      `${c('pages.side_inner', { number })} · ${c('slots.photo', { number: 1 })}`;
    await page
      .getByRole('combobox', { name: c('photo.swapWith') })
      .selectOption({ label: pagePhoto(4) });
    await page.getByRole('button', { name: c('photo.swap') }).click();
    await expect
      .poll(async () => (await photoUses(page)).slice(2, 4))
      .toEqual([usedOn(4), usedOn(3)]);
    expect(await stripPage(4).getAttribute('aria-current')).toBe('page');
    expect(await pagePhotoSlot(page, c).getAttribute('aria-pressed')).toBe('true');

    // Page 5 dragged onto page 6 in the strip: the two pages change places with their photos.
    await stripPage(5).dragTo(stripPage(6));
    await expect
      .poll(async () => (await photoUses(page)).slice(4, 6))
      .toEqual([usedOn(6), usedOn(5)]);
    const uses = await photoUses(page);
    expect(uses.slice(0, 25)).toEqual([
      usedOn(1),
      usedOn(2),
      usedOn(4),
      usedOn(3),
      usedOn(6),
      usedOn(5),
      ...Array.from({ length: 19 }, (_, index) => usedOn(index + 7)),
    ]);

    // The pre-cart check finds the two blank pages first, then the pages' untouched sample texts
    // (which a customer may keep); "Show" leads to the first blank page, where the next unused
    // photo fills it. Checked again, only the other blank page is left.
    const addToCart = page.getByRole('button', { name: c('cart.add'), exact: true });
    const check = page.getByRole('dialog', { name: c('cart.checkTitle') });
    const issue = (number: number) =>
      check.getByRole('listitem').filter({ hasText: c('issues.emptyPage', { page: number }) });
    await addToCart.click();
    await issue(27).waitFor();
    const issues = await check.getByRole('listitem').allTextContents();
    expect(issues.slice(0, 2)).toEqual([
      `${c('issues.emptyPage', { page: 26 })}${c('issues.show')}`,
      `${c('issues.emptyPage', { page: 27 })}${c('issues.show')}`,
    ]);
    expect(issues.slice(2)).toContain(
      `${c('issues.placeholderText', { page: 1, text: c('text.defaults.yourText') })}${c('issues.show')}`,
    );
    await issue(26)
      .getByRole('button', { name: c('issues.show') })
      .click();
    await check.waitFor({ state: 'detached' });
    expect(await stripPage(26).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: c('tray.placeNext', { number: 26 }) }).click();
    await expect.poll(async () => (await photoUses(page))[25]).toBe(usedOn(26));
    // An inner page also takes photos anywhere: the last photo goes on page 26 beside its slot's.
    await page.getByRole('button', { name: c('tray.placeFree', { number: 30 }) }).click();
    await expect.poll(async () => (await photoUses(page))[29]).toBe(usedOn(26));
    await page
      .getByRole('region', { name: c('slots.heading') })
      .getByRole('button', { name: startingWith(`${c('slots.freePhoto', { number: 1 })} ·`) })
      .waitFor();
    await addToCart.click();
    await issue(27).waitFor();
    expect(await issue(26).count()).toBe(0);
    await issue(27)
      .getByRole('button', { name: c('issues.show') })
      .click();
    await check.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: c('tray.placeNext', { number: 27 }) }).click();
    await expect.poll(async () => (await photoUses(page))[26]).toBe(usedOn(27));

    // The preview turns the book's 28 pages: the cover, 13 spreads and the back.
    await page.getByRole('button', { name: c('preview.open') }).click();
    await turnEveryPage(page, c, 15);

    // Only the sample texts are left, which this customer keeps: into the cart, whose line shows
    // the rendered cover and the price of the book with its extra sheet.
    await addToCart.click();
    await check.waitFor();
    expect(await issue(27).count()).toBe(0);
    await check.getByRole('button', { name: c('cart.addAnyway') }).click();
    await page.waitForURL(`${origin}${hrefOf(home, 'cart')}`);
    await expectCartLinePreview(page, t, origin, designId);
    const line = page.getByRole('article');
    const preview = line.getByRole('img');
    const orderedPreview = await preview.getAttribute('src');
    const unitPrice = (await line.getByText(t('cart:line.unitPrice')).textContent()) ?? '';
    expect(unitPrice).toContain(bookPrice.trim());
    const ordered = await savedDesign(page, origin, designId);
    expect(ordered.document.pages).toHaveLength(28);
    // The line's preview shows the whole saved book, not only its cover.
    const articleName = (await line.getAttribute('aria-label')) ?? '';
    await line
      .getByRole('button', { name: t('cart:line.previewDesignOf', { name: articleName }) })
      .click();
    await turnEveryPage(page, c, 15);
    // The free photo is saved with page 26: its place and size travel in its entry's slot id.
    const freeOn26 = ordered.document.pages[25]?.photos.filter((photo) =>
      photo.slot_id.startsWith('free:'),
    );
    expect(freeOn26).toHaveLength(1);

    // Back into the design from the cart: a new text on the cover, saved into the same line.
    await line
      .getByRole('link', { name: t('cart:line.editDesignOf', { name: articleName }) })
      .click();
    await page.waitForURL((url) => url.searchParams.get('design') === designId);
    await editorReady(page, c);
    expect(await pageCount.textContent()).toBe(c('pages.count', { pages: 26, min: 24, max: 100 }));
    const title = 'Nuestro verano 2026';
    await page
      .getByRole('region', { name: c('slots.heading') })
      .getByRole('button', { name: c('slots.text', { text: c('text.defaults.yourText') }) })
      .click();
    await page.getByRole('textbox', { name: c('text.content') }).fill(title);
    await page
      .getByRole('region', { name: c('slots.heading') })
      .getByRole('button', { name: c('slots.text', { text: title }) })
      .waitFor();
    await page.getByRole('button', { name: c('cart.update') }).click();
    await check.getByRole('button', { name: c('cart.updateAnyway') }).click();
    await page.waitForURL(`${origin}${hrefOf(home, 'cart')}`);

    // Still one line, now with the new cover's picture; the saved design has the new text.
    await expectCartLinePreview(page, t, origin, designId);
    expect(await preview.getAttribute('src')).not.toBe(orderedPreview);
    const edited = await savedDesign(page, origin, designId);
    expect(edited.revision).toBeGreaterThan(ordered.revision);
    expect(edited.document.pages[0]?.texts.map((text) => text.text)).toEqual([title]);

    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

/** The photo-book journey as a test of a site's file, on the mock API's hardcover book A4. */
export function photoBookJourneyTest(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  // A cover, 24 to 100 inner pages in sheets of two with a photo and a text each, and a back.
  const hardcoverBook = 1001;
  it(
    'makes a photo book of 30 photos, orders it and changes its cover text from the cart',
    () =>
      photoBookJourney({
        origin: context.site().origin,
        browser: context.browser(),
        brandConfig,
        articleId: hardcoverBook,
      }),
    180_000,
  );
}
