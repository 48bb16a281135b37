import { fileURLToPath } from 'node:url';
import { hrefOf, type Image } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import type { TOptions } from 'i18next';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { hydrated, openCustomerPage } from './customerPage.ts';
import { photoBookJourneyTest } from './photoBookJourney.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** A 1600×1200 JPEG beach, as a customer's camera photo (sharp enough for a collage slot). */
const fixturePhoto = fileURLToPath(new URL('./fixtures/beach.jpg', import.meta.url));

export interface ConstructorJourneyOptions {
  origin: string;
  browser: Browser;
  brandConfig: BrandConfig;
  /** An article whose first page has at least two photo slots and a text slot. */
  articleId: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label whose number (written as 999 in the translation) may be any number. */
const withAnyNumber = (label: string) =>
  new RegExp(`^${escapeRegExp(label).replace('999', '\\d+')}$`);
export const startingWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/**
 * A customer designs a product in the constructor: uploads a photo, places it in a chosen slot,
 * zooms it, adds a text, undoes and redoes, reloads (local copy, then the server's), and orders
 * it; the cart line shows the design's rendered preview. Elements are found by their accessible
 * names in the default country site's language, so the journey also checks the labels.
 */
async function constructorJourney({
  origin,
  browser,
  brandConfig,
  articleId,
}: ConstructorJourneyOptions) {
  const { page, errors, close, home, t, c } = await openEditor(
    browser,
    { origin, brandConfig, articleId },
    { width: 1280, height: 1000 },
  );
  try {
    const slots = page.getByRole('region', { name: c('slots.heading') });
    const photoSlot = (number: number) =>
      slots.getByRole('button', { name: startingWith(`${c('slots.photo', { number })} ·`) });
    const photoInSlot = withAnyNumber(
      `${c('slots.photo', { number: 2 })} · ${c('slots.photoDpi', { dpi: 999 })}`,
    );

    // Upload through the "Add photos" button, as a keyboard user would, then fill the second slot.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: c('tray.choose') }).click();
    await (await chooser).setFiles(fixturePhoto);
    await photoSlot(2).click();
    await expect.poll(() => photoSlot(2).getAttribute('aria-pressed')).toBe('true');
    await page
      .getByRole('button', { name: c('tray.place', { number: 1 }) })
      .click({ timeout: 20_000 });
    await expect.poll(() => photoSlot(2).textContent()).toMatch(photoInSlot);
    await expect.poll(() => photoSlot(1).textContent()).toContain(c('slots.empty'));

    // Zoom by keyboard on the selected slot: two 10% steps, one undo step.
    const zoom = page.getByRole('slider', { name: c('photo.zoom') });
    await photoSlot(2).press('+');
    await photoSlot(2).press('+');
    await expect.poll(() => zoom.inputValue()).toBe('1.2');

    const caption = 'Verano en Cádiz';
    const freeText = (text: string) =>
      slots.getByRole('button', { name: c('slots.freeText', { text }) });
    await page.getByRole('button', { name: c('text.add') }).click();
    await page.getByRole('textbox', { name: c('text.content') }).fill(caption);
    await freeText(caption).waitFor();

    await page.getByRole('button', { name: c('undo') }).click();
    await freeText(c('text.newText')).waitFor();
    await page.keyboard.press('Control+Shift+Z');
    await freeText(caption).waitFor();

    // The first autosave creates the design and puts it in the address without reopening the editor.
    await page.getByText(c('save.saved')).waitFor();
    const designId = new URL(page.url()).searchParams.get('design');
    expect(designId).toBeTruthy();
    expect(await page.getByRole('button', { name: c('undo') }).isEnabled()).toBe(true);
    const design = await designSummary(page, c);
    expect(design.zoom).toBe('1.2');

    // The local copy reopens the design and is saved again, in case the server never got it.
    await page.reload();
    await editorReady(page, c);
    expect(await designSummary(page, c)).toEqual(design);
    await page.getByText(c('save.saved')).waitFor();
    // Without the local copy the design comes back from what the autosave stored on the server.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await editorReady(page, c);
    expect(await designSummary(page, c)).toEqual(design);
    expect(await page.getByText(c('save.saved')).isVisible()).toBe(true);

    await page.getByRole('button', { name: c('cart.add'), exact: true }).click();
    const check = page.getByRole('dialog', { name: c('cart.checkTitle') });
    // The other photo slots are still empty: the pre-cart check says so and lets the customer go on.
    await check.getByText(c('issues.emptySlot', { page: 1, number: 1 })).waitFor();
    await check.getByRole('button', { name: c('cart.addAnyway') }).click();
    await page.waitForURL(`${origin}${hrefOf(home, 'cart')}`);
    await expectCartLinePreview(page, t, origin, designId ?? '');

    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

export type Translate = (key: string, options?: TOptions) => string;

function translator(language: string): Translate {
  const { t } = i18nFor(language);
  return (key, options = {}) => t(key, options);
}

/**
 * A customer on the brand's default country site opens the editor of an article, declines the
 * consent banner and waits for the page to be drawn; the page is closed again if that fails.
 */
export async function openEditor(
  browser: Browser,
  {
    origin,
    brandConfig,
    articleId,
  }: { origin: string; brandConfig: BrandConfig; articleId: number },
  viewport: { width: number; height: number },
) {
  const home = defaultCountrySiteOf(brandConfig);
  const t = translator(home.language);
  const c: Translate = (key, options) => t(`constructor:${key}`, options);
  const customer = await openCustomerPage(browser, { viewport, stepTimeoutMs: 20_000 });
  const { page } = customer;
  try {
    await page.goto(`${origin}${hrefOf(home, 'create', { article_id: articleId })}`);
    await hydrated(page);
    await page
      .getByRole('region', { name: t('consent:heading') })
      .getByRole('button', { name: t('consent:rejectAll') })
      .click();
    await editorReady(page, c);
  } catch (error) {
    await customer.close();
    throw error;
  }
  return { ...customer, home, t, c };
}

/** The editor has opened and drawn the page with its photos. */
export async function editorReady(page: Page, c: Translate) {
  await page.getByRole('heading', { level: 1, name: c('title') }).waitFor();
  await page.getByRole('img', { name: startingWith(c('canvasLabel', { page: 1 })) }).waitFor();
  await page.locator('[data-testid="page-canvas"][data-ready="true"]').waitFor();
}

/** What the customer sees of the design: every slot's summary and the zoom of the second photo. */
async function designSummary(page: Page, c: Translate) {
  const slots = page.getByRole('region', { name: c('slots.heading') });
  const summaries = await slots.getByRole('button').allTextContents();
  await slots
    .getByRole('button', { name: startingWith(`${c('slots.photo', { number: 2 })} ·`) })
    .click();
  const zoom = await page.getByRole('slider', { name: c('photo.zoom') }).inputValue();
  return { summaries, zoom };
}

/** The cart's only line shows the rendered preview of the design as last saved, and it loads. */
export async function expectCartLinePreview(
  page: Page,
  t: Translate,
  origin: string,
  designId: string,
) {
  const line = page.getByRole('article');
  await line.waitFor();
  expect(await line.count()).toBe(1);
  const articleName = (await line.getAttribute('aria-label')) ?? '';
  const preview = line.getByRole('img', { name: t('cart:line.preview', { name: articleName }) });
  await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  // The same call the shop's browser code makes, through the storefront's product API proxy.
  const answer = await page.request.post(`${origin}/api/proxy`, {
    data: { method: 'GET', path: `/designs/${encodeURIComponent(designId)}/preview` },
  });
  expect(answer.ok()).toBe(true);
  const { previews } = (await answer.json()) as { previews: Image[] };
  const firstPage = previews[0]?.sources.map((source) => source.url) ?? [];
  expect(firstPage).toContain(await preview.getAttribute('src'));
}

/** The constructor journey as a test of a site's file, on the mock API's canvas collage 50x50. */
export function constructorJourneyTest(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  // One page with four photo slots and a text slot.
  const collage = 2004;
  it(
    'designs a collage, keeps it across reloads and orders it with its rendered preview',
    () =>
      constructorJourney({
        origin: context.site().origin,
        browser: context.browser(),
        brandConfig,
        articleId: collage,
      }),
    120_000,
  );
  photoBookJourneyTest(context, brandConfig);
}
