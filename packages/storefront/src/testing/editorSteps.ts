import { fileURLToPath } from 'node:url';
import { findCountrySite, hrefOf, type CountrySiteId, type Image } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import type { TOptions } from 'i18next';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { hydrated, openCustomerPage } from './customerPage.ts';
import { startingWith } from './labels.ts';

// The steps every editor journey shares: opening the editor, waiting for it, reading its labels
// and checking the ordered design in the cart.

/** A 1600×1200 JPEG beach, as a customer's camera photo (sharp enough for a collage slot). */
export const beachPhoto = fileURLToPath(new URL('./fixtures/beach.jpg', import.meta.url));

export type Translate = (key: string, options?: TOptions) => string;

function translator(language: string): Translate {
  const { t } = i18nFor(language);
  return (key, options = {}) => t(key, options);
}

/**
 * A customer on the brand's default country site (or `countrySite`) opens the editor of an
 * article, declines the consent banner and waits for the page to be drawn; the page is closed
 * again if that fails.
 */
export async function openEditor(
  browser: Browser,
  {
    origin,
    brandConfig,
    articleId,
    countrySite,
  }: { origin: string; brandConfig: BrandConfig; articleId: number; countrySite?: CountrySiteId },
  viewport: { width: number; height: number },
) {
  const home =
    (countrySite && findCountrySite(countrySite, brandConfig.id)) ||
    defaultCountrySiteOf(brandConfig);
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
  const firstPage = previews[0]?.sources.map((source) => new URL(source.url, origin).href) ?? [];
  // The line asks the image service for a thumbnail width of the saved preview.
  const shown = new URL((await preview.getAttribute('src')) ?? '', origin);
  expect(shown.searchParams.has('width')).toBe(true);
  shown.searchParams.delete('width');
  expect(firstPage).toContain(shown.href);
}

/**
 * In an open preview of a book, turns every spread from the cover to the back, each drawn from
 * the design, and closes the preview again.
 */
export async function turnEveryPage(page: Page, c: Translate, spreads: number) {
  const dialog = page.getByRole('dialog');
  const status = dialog.getByRole('status');
  const next = dialog.getByRole('button', { name: c('pages.nextSpread') });
  // Pages are drawn and turned in the customer's browser: give a busy machine time.
  const patience = { timeout: 15_000 };
  const drawn = (name: string) =>
    expect
      .poll(
        () =>
          dialog
            .getByRole('img', { name, exact: true })
            .evaluate((shown) => shown instanceof HTMLImageElement && shown.naturalWidth > 0),
        patience,
      )
      .toBe(true);
  await drawn(c('pages.side_cover'));
  for (let spread = 2; spread <= spreads; spread += 1) {
    const before = await status.textContent();
    await next.click();
    await expect.poll(() => status.textContent(), patience).not.toBe(before);
  }
  const back = c('pages.side_back');
  expect(await status.textContent()).toBe(
    c('preview.position', { pages: back, current: spreads, count: spreads }),
  );
  await drawn(back);
  expect(await next.isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
