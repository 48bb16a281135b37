import { hrefOf } from '@shop/domain';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { hydrated, openCustomerPage } from './customerPage.ts';
import { beachPhoto, editorReady, openEditor, type Translate } from './editorSteps.ts';
import { startingWith, withAnyNumber } from './labels.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

const viewport = { width: 1280, height: 1000 };

/** Where the embedded mock product API shows the mails it would have sent (its `mailboxPath`). */
const mailboxPath = '/mock-product-api/demo-mailbox';

/** The link of the last design mail the demo sent to an address, read from its mailbox. */
async function mailedDesignLink(page: Page, origin: string, to: string): Promise<string> {
  const answer = await page.request.get(`${origin}${mailboxPath}?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  const { mails } = (await answer.json()) as { mails: { kind: string; link?: string }[] };
  const link = mails.findLast((mail) => mail.kind === 'design-link')?.link;
  if (!link) throw new Error(`No design link was mailed to ${to}`);
  return link;
}

/** The design's revision as the server has it, asked as this browser through the shop's proxy. */
async function savedRevision(page: Page, origin: string, designId: string): Promise<number> {
  const answer = await page.request.post(`${origin}/api/proxy`, {
    data: { method: 'GET', path: `/designs/${encodeURIComponent(designId)}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { design: { revision: number } }).design.revision;
}

/** The second photo slot's summary: it holds a photo (its print resolution is any number). */
function slotsOf(page: Page, c: Translate) {
  const slots = page.getByRole('region', { name: c('slots.heading') });
  return {
    secondPhoto: slots.getByRole('button', {
      name: startingWith(`${c('slots.photo', { number: 2 })} ·`),
    }),
    photoInSlot: withAnyNumber(
      `${c('slots.photo', { number: 2 })} · ${c('slots.photoDpi', { dpi: 999 })}`,
    ),
    freeText: (text: string) => slots.getByRole('button', { name: c('slots.freeText', { text }) }),
  };
}

/** A fresh browser (no cookies, no local copy) opens a page of the shop and declines the banner. */
async function openInNewBrowser(browser: Browser, url: string, t: Translate) {
  const customer = await openCustomerPage(browser, { viewport, stepTimeoutMs: 20_000 });
  await customer.page.goto(url);
  await hydrated(customer.page);
  await customer.page
    .getByRole('region', { name: t('consent:heading') })
    .getByRole('button', { name: t('consent:rejectAll') })
    .click();
  return customer;
}

/**
 * A guest starts a collage on one device, puts a photo in it and e-mails themself a link; the
 * link, read from the demo's mailbox, opens the design with its photo in a fresh browser, which
 * changes it and saves it. A third browser without the link is told the design is not its own.
 */
async function designLinkJourney({
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
  const email = `guest.${brandConfig.id}.${Date.now()}@example.com`;
  const phone = await openEditor(browser, { origin, brandConfig, articleId }, viewport);
  const { t, c, home } = phone;
  const onPhone = slotsOf(phone.page, c);
  let link: string;
  try {
    const chooser = phone.page.waitForEvent('filechooser');
    await phone.page.getByRole('button', { name: c('tray.choose') }).click();
    await (await chooser).setFiles(beachPhoto);
    await onPhone.secondPhoto.click();
    await phone.page
      .getByRole('button', { name: c('tray.place', { number: 1 }) })
      .click({ timeout: 20_000 });
    await expect.poll(() => onPhone.secondPhoto.textContent()).toMatch(onPhone.photoInSlot);
    await phone.page.getByText(c('save.saved')).waitFor();

    await phone.page.getByRole('button', { name: c('designLink.open') }).click();
    const dialog = phone.page.getByRole('dialog', { name: c('designLink.title') });
    await dialog.getByRole('textbox', { name: startingWith(c('designLink.email')) }).fill(email);
    await dialog.getByRole('button', { name: c('designLink.send') }).click();
    await dialog.getByText(c('designLink.sent', { email })).waitFor();
    link = await mailedDesignLink(phone.page, origin, email);
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.close();
  }
  const designId = new URL(link, origin).searchParams.get('design') ?? '';
  const createHref = hrefOf(home, 'create', { article_id: articleId });
  const caption = 'Desde el portátil';
  expect(link).toMatch(new RegExp(`^${createHref}\\?design=${designId}&token=\\w+$`));

  const laptop = await openInNewBrowser(browser, `${origin}${link}`, t);
  try {
    const onLaptop = slotsOf(laptop.page, c);
    await editorReady(laptop.page, c);
    const opened = await savedRevision(laptop.page, origin, designId);
    await expect.poll(() => onLaptop.secondPhoto.textContent()).toMatch(onLaptop.photoInSlot);
    // The token is not left in the address once the design is open here.
    await expect.poll(() => laptop.page.url()).toBe(`${origin}${createHref}?design=${designId}`);
    await laptop.page.getByRole('button', { name: c('text.add') }).click();
    await laptop.page.getByRole('textbox', { name: c('text.content') }).fill(caption);
    await onLaptop.freeText(caption).waitFor();
    // The server has the change: a save from this browser bumped the design's revision.
    await expect
      .poll(() => savedRevision(laptop.page, origin, designId), { timeout: 30_000 })
      .toBeGreaterThan(opened);
    await laptop.page.getByText(c('save.saved')).waitFor({ timeout: 30_000 });
    // Without the local copy, the change comes back from the server: this browser saved it.
    await laptop.page.evaluate(() => localStorage.clear());
    await laptop.page.reload();
    await editorReady(laptop.page, c);
    await onLaptop.freeText(caption).waitFor();
    await expect.poll(() => onLaptop.secondPhoto.textContent()).toMatch(onLaptop.photoInSlot);
    expect(laptop.errors).toEqual([]);
  } finally {
    await laptop.close();
  }

  // The design's address without the token, in a browser that never had the link.
  const stranger = await openInNewBrowser(browser, `${origin}${createHref}?design=${designId}`, t);
  try {
    await stranger.page
      .getByRole('heading', { level: 1, name: c('opening.noAccessTitle') })
      .waitFor();
    expect(await stranger.page.getByText(caption).count()).toBe(0);
  } finally {
    await stranger.close();
  }
}

/** The design link journey as a test of a site's file, on the mock API's canvas collage 50x50. */
export function designLinkJourneyTest(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  it(
    "e-mails a guest's design to themself and finishes it from the link in another browser",
    () =>
      designLinkJourney({
        origin: context.site().origin,
        browser: context.browser(),
        brandConfig,
        articleId: 2004,
      }),
    150_000,
  );
}
