// The design studio's part of `npm run bench`: auto-fill of 300 photos into a 100-page book (the
// editor's model alone, in Node: a pure function of the design) and the preview's time to its
// first spread in Chromium, from the click on "Preview" to the cover drawn, on a book whose
// photos were auto-filled. Alone: `node scripts/benchStudio.mjs` on a built main brand.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { db } from '@shop/mocks';
import { chromium } from 'playwright-core';
import constructorMessages from '@shop/ui/features/i18n/messages/es/constructor.json' with { type: 'json' };
import consentMessages from '@shop/ui/features/i18n/messages/es/consent.json' with { type: 'json' };
import { applyCommand, createDesignDoc } from '../packages/ui/src/constructor/model/index.ts';
import { cameraPhotos } from './benchEditor.mjs';
import { startSite } from './benchServer.mjs';
import { chromiumLaunchOptions } from './chromium.ts';

/** The mock API's hardcover book A4: a cover, 24 to 100 inner pages, a back. */
const photoBook = 1001;
const runs = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** 300 photos as a phone and a camera take them: both orientations, several sizes, in time order. */
function holidayPhotos(count) {
  const sizes = [
    [4032, 3024],
    [3024, 4032],
    [6000, 4000],
    [1600, 1200],
    [1080, 1920],
  ];
  return Array.from({ length: count }, (_, index) => {
    const [width, height] = sizes[index % sizes.length];
    return {
      url: `https://photos.test/${index}.jpg`,
      width,
      height,
      name: `IMG_${String(index).padStart(4, '0')}.jpg`,
      takenAt: Date.UTC(2026, 6, 1) + ((index * 7919) % count) * 60_000,
    };
  });
}

/** Auto-fill of 300 photos into a book grown to 100 inner pages: median of `runs`, and repeats. */
export function autoFillTime() {
  const template = db.productTemplates.find((candidate) => candidate.article_id === photoBook);
  let doc = createDesignDoc(template);
  while (doc.pages.length < template.page_count.max + 2)
    doc = applyCommand(template, doc, { type: 'addPages', afterIndex: doc.pages.length - 2 });
  const photos = holidayPhotos(300);
  const times = [];
  let filled = doc;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    filled = applyCommand(template, doc, { type: 'autoFill', photos });
    times.push(performance.now() - start);
  }
  const placed = filled.pages.flatMap((page) => Object.values(page.photos).map((p) => p.photo.url));
  return {
    pages: doc.pages.length,
    photos: photos.length,
    placed: placed.length,
    repeated: placed.length - new Set(placed).size,
    ms: median(times),
  };
}

/** From the click on "Preview" to the cover's picture decoded in the dialog, in the page's clock. */
const timeFirstSpread = (labels) =>
  new Promise((done, failed) => {
    const opener = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === labels.open,
    );
    if (!opener) return failed(new Error('No preview button'));
    const start = performance.now();
    opener.click();
    const look = () => {
      const cover = document.querySelector(`[role="dialog"] img[alt="${labels.cover}"]`);
      if (cover instanceof HTMLImageElement && cover.complete && cover.naturalWidth > 0)
        void cover.decode().then(() => done(performance.now() - start), failed);
      else requestAnimationFrame(look);
    };
    look();
  });

/** The preview's time to its first spread: the first opening (its code loads) and the median of the next. */
export async function previewTimes(origin) {
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.setDefaultTimeout(60_000);
    const text = constructorMessages;
    await page.goto(`${origin}/es-es/create/${photoBook}`);
    await page.getByRole('button', { name: consentMessages.rejectAll }).click();
    await page.locator('[data-testid="page-canvas"][data-ready="true"]').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: text.tray.choose }).click();
    await (await chooser).setFiles(await cameraPhotos(page, 20));
    await page
      .getByRole('button', { name: text.tray.placeNext.replace('{{number}}', '20') })
      .waitFor();
    await page.getByRole('button', { name: text.tray.autoFill }).click();
    await page.getByText(text.save.saved).waitFor();
    const labels = { open: text.preview.open, cover: text.pages.side_cover };
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(await page.evaluate(timeFirstSpread, labels));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return { first: times[0], median: median(times.slice(1)) };
  } finally {
    await browser.close();
  }
}

/** Prints the studio's figures; returns false when a budget is missed. */
export function printStudioReport(autoFill, preview) {
  console.log('\nDesign studio (budgets: auto-fill ≤ 1000 ms, preview to first spread ≤ 1000 ms)');
  console.table([
    {
      measure: `auto-fill, ${autoFill.photos} photos into ${autoFill.pages} pages (median of ${runs})`,
      ms: autoFill.ms.toFixed(1),
      note: `${autoFill.placed} placed, ${autoFill.repeated} repeated`,
    },
    { measure: 'preview to first spread, first opening', ms: preview.first.toFixed(1), note: '' },
    {
      measure: `preview to first spread, median of ${runs - 1} more`,
      ms: preview.median.toFixed(1),
      note: '',
    },
  ]);
  const ok = autoFill.ms <= 1000 && autoFill.repeated === 0 && preview.first <= 1000;
  if (!ok) console.log('Design studio bench check FAILED: see the figures above.');
  return ok;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = resolve(root, process.env.BENCH_SITE_DIR ?? 'sites/main-brand');
  const autoFill = autoFillTime();
  const site = await startSite({ name: 'studio', dir });
  let ok = false;
  try {
    ok = printStudioReport(autoFill, await previewTimes(site.origin));
  } finally {
    await site.stop();
  }
  if (!ok) process.exitCode = 1;
}
