import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { beachPhoto, openEditor, type Translate } from './editorSteps.ts';
import { startingWith } from './labels.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** A phone's screen (CSS pixels) with its finger-sized tap targets. */
const phoneScreen = { width: 390, height: 844 };
const fingerSize = 44;

/** The pinned bar is on screen at its bottom, without scrolling to it. */
async function expectPinnedToolbar(page: Page, c: Translate) {
  const bar = page.getByRole('toolbar', { name: c('phoneTools.label') });
  const box = await bar.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return bar;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phoneScreen.height + 1);
  return bar;
}

/** Every visible control of the editor (buttons, fields, sliders): at least 44 × 44 px. */
async function smallControls(page: Page): Promise<string[]> {
  return page.getByTestId('constructor-editor').evaluate((editor, size) => {
    const controls = editor.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type="file"]), summary',
    );
    return [...controls]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < size || box.height < size)
      .map(
        ({ control, box }) =>
          `${control.tagName} "${control.getAttribute('aria-label') ?? control.textContent ?? ''}" ${box.width}×${box.height}`,
      );
  }, fingerSize);
}

/**
 * A customer on a phone opens a photo book in the editor, adds a photo from the pinned bottom
 * bar and places it on the cover, then adds a text and types it, never scrolling to the tools,
 * and swipes the page strip with a finger to another page.
 */
async function constructorPhoneJourney({
  origin,
  browser,
  brandConfig,
  articleId,
}: {
  origin: string;
  browser: Browser;
  brandConfig: BrandConfig;
  articleId: number;
}) {
  const { page, errors, close, c } = await openEditor(
    browser,
    { origin, brandConfig, articleId },
    phoneScreen,
  );
  try {
    // The page fills the phone's width; the bar is pinned at the bottom.
    const canvas = page.locator('[data-testid="page-canvas"] canvas').first();
    const canvasBox = await canvas.boundingBox();
    expect(canvasBox?.width ?? 0).toBeGreaterThanOrEqual(phoneScreen.width - 24);
    const bar = await expectPinnedToolbar(page, c);
    const dock = page.getByTestId('phone-toolbar');
    expect(await smallControls(page)).toEqual([]);

    // "Add photo": upload from the bar's sheet, then tap the photo to place it on the cover.
    await bar.getByRole('button', { name: c('phoneTools.addPhoto') }).click();
    const chooser = page.waitForEvent('filechooser');
    await dock.getByRole('button', { name: c('tray.choose') }).click();
    await (await chooser).setFiles(beachPhoto);
    await dock
      .getByRole('button', { name: c('tray.placeNext', { number: 1 }) })
      .click({ timeout: 20_000 });
    const slots = page.getByRole('region', { name: c('slots.heading') });
    const firstSlot = slots.getByRole('button', {
      name: startingWith(`${c('slots.photo', { number: 1 })} ·`),
    });
    await expect.poll(() => firstSlot.getAttribute('aria-pressed')).toBe('true');
    expect(await firstSlot.textContent()).not.toContain(c('slots.empty'));
    // The placed photo is selected: the bar holds its tools, still pinned.
    const flip = bar.getByRole('button', { name: c('photo.flip_horizontal') });
    await flip.click();
    await expect.poll(() => flip.getAttribute('aria-pressed')).toBe('true');
    await expectPinnedToolbar(page, c);

    // "Add text": the new text's field opens in the bar's sheet with the focus in it.
    await bar.getByRole('button', { name: c('phoneTools.done') }).click();
    await bar.getByRole('button', { name: c('text.add') }).click();
    const field = dock.getByRole('textbox', { name: c('text.content') });
    await expect
      .poll(() => field.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const caption = 'Verano en Cádiz';
    await field.fill(caption);
    await slots.getByRole('button', { name: c('slots.freeText', { text: caption }) }).waitFor();
    await bar.getByRole('button', { name: c('text.bold') }).click();
    await expectPinnedToolbar(page, c);
    expect(await smallControls(page)).toEqual([]);
    // The page never got wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.getByText(c('save.saved')).waitFor();

    // A finger swipes the page strip to the left: the page it comes to rest on opens.
    const strip = page.getByTestId('page-strip');
    const openPage = () =>
      strip.locator('[aria-current="page"]').evaluate((button) => {
        if (!(button instanceof HTMLElement)) return -1;
        return Number(button.dataset.pageIndex);
      });
    expect(await openPage()).toBe(0);
    // In the middle of the screen, clear of the pinned bar.
    await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const stripBox = await strip.boundingBox();
    expect(stripBox).not.toBeNull();
    if (stripBox) {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true });
      // A finger pressed on the strip, moved most of its width to the left in steps, and lifted.
      const y = stripBox.y + stripBox.height / 2;
      const startX = stripBox.x + stripBox.width * 0.9;
      const distance = stripBox.width * 0.8;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        devtools.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
        });
      await touch('touchStart', startX);
      for (let step = 1; step <= 10; step += 1) {
        await touch('touchMove', startX - distance * (step / 10));
        await page.waitForTimeout(16);
      }
      await touch('touchEnd', startX - distance);
      await devtools.detach();
    }
    // The strip comes to rest after its scroll does: slower on a busy machine.
    await expect.poll(openPage, { timeout: 15_000 }).toBeGreaterThan(0);
    const swipedTo = await openPage();
    await page
      .getByRole('img', { name: startingWith(c('canvasLabel', { page: swipedTo + 1 })) })
      .waitFor();

    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

/** The editor on a phone (390 px) as a test of a site's file, on the mock API's A4 photo book. */
export function constructorPhoneJourneyTest(
  context: StorefrontSuiteContext,
  brandConfig: BrandConfig,
) {
  // Cover with a photo slot and a title, 24 to 100 inner pages.
  const photoBook = 1001;
  it(
    'places a photo and adds a text on a phone with the pinned toolbar',
    () =>
      constructorPhoneJourney({
        origin: context.site().origin,
        browser: context.browser(),
        brandConfig,
        articleId: photoBook,
      }),
    120_000,
  );
}
