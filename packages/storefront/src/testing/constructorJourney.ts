import { hrefOf } from '@shop/domain';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import {
  editorReady,
  expectCartLinePreview,
  beachPhoto,
  openEditor,
  type Translate,
} from './editorSteps.ts';
import { startingWith, withAnyNumber } from './labels.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

export interface ConstructorJourneyOptions {
  origin: string;
  browser: Browser;
  brandConfig: BrandConfig;
  /** An article whose first page has at least two photo slots and a text slot. */
  articleId: number;
}

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
    await (await chooser).setFiles(beachPhoto);
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
}
