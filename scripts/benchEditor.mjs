// The design constructor's part of `npm run bench`: what the editor adds to the client (and
// proof that only /create loads it), the frame time of dragging a photo on a 20-slot page at full
// speed and at 4x CPU slowdown (a mid-range phone), and the editor's time to ready.
// Alone: `npm run bench:editor` (builds the main brand first), or `node scripts/benchEditor.mjs`
// on a build that exists; `BENCH_SITE_DIR` points it at another built copy of the site.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
// The Spanish site's texts, through the ui package's exports (its messages are plain JSON).
import constructorMessages from '@shop/ui/features/i18n/messages/es/constructor.json' with { type: 'json' };
import consentMessages from '@shop/ui/features/i18n/messages/es/consent.json' with { type: 'json' };
import { editorBundle } from './benchEditorBundle.mjs';
import { frameStats, percentile, timeFrames } from './benchFrames.mjs';
import { startSite } from './benchServer.mjs';
import { chromiumLaunchOptions } from './chromium.ts';

/** The mock API's collage poster 60x90: one page with 20 photo slots. */
const twentySlotArticle = 5002;
const framesToMeasure = 60;
const cameraPhotoSize = [1600, 1200];
/** Chrome DevTools' "4x slowdown": a mid-range phone's CPU on this machine. */
const phoneSlowdown = 4;
/** Navigations timed for the time to ready, per case; the median is reported. */
const readyRuns = 3;

/** The machine's 1, 5 and 15 minute load averages: the bench shares the CPUs with other work. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * Records in the page, from the start of the navigation, when the editor's page canvas first
 * reports its photos drawn (`data-ready="true"`) and the frame after it has been painted.
 */
const recordReady = () => {
  const done = () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__editorReadyAt = performance.now());
      channel.port2.postMessage(null);
    });
  };
  const selector = '[data-testid="page-canvas"][data-ready="true"] canvas';
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
};

/** Time from navigation to the editor ready with its page drawn: median of `readyRuns` loads. */
async function timeToReady(page, url) {
  const times = [];
  for (let run = 0; run < readyRuns; run++) {
    await page.goto(url);
    await page.waitForFunction(() => window.__editorReadyAt !== undefined, null, {
      timeout: 120_000,
      polling: 100,
    });
    times.push(await page.evaluate(() => window.__editorReadyAt));
  }
  return percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
}

/** Different camera-sized JPEGs, drawn in the page (no image library on the Node side). */
export async function cameraPhotos(page, count) {
  const encoded = await page.evaluate(
    ({ count, size: [width, height] }) => {
      const photos = [];
      for (let index = 0; index < count; index++) {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${index * 18} 60% 75%)`);
        sky.addColorStop(1, `hsl(${index * 18 + 40} 50% 35%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        context.fillStyle = `hsl(${index * 18 + 180} 70% 55%)`;
        context.beginPath();
        context.arc(width * (0.25 + index / 40), height * 0.4, height / 8, 0, Math.PI * 2);
        context.fill();
        photos.push(canvas.toDataURL('image/jpeg', 0.8).split(',')[1]);
      }
      return photos;
    },
    { count, size: cameraPhotoSize },
  );
  return encoded.map((base64, index) => ({
    name: `photo-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

/** The page the bench drives, with CPU slowdown and the editor files it has requested so far. */
async function benchPage(browser, editorFiles) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(recordReady);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const slowDown = (rate) => devtools.send('Emulation.setCPUThrottlingRate', { rate });
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loadedEditor = () =>
    requested.filter((path) => editorFiles.some((file) => path.endsWith(`/${file}`)));
  return { page, slowDown, loadedEditor };
}

/** The editor's time to ready at full speed and at the phone's slowdown, by rate. */
async function readyAtRates({ page, slowDown }, url) {
  const ready = {};
  for (const rate of [1, phoneSlowdown]) {
    await slowDown(rate);
    ready[rate] = await timeToReady(page, url);
  }
  await slowDown(1);
  return ready;
}

/** Uploads 20 camera photos, auto-fills the page with them; returns how many slots are filled. */
async function fillWithPhotos(page, canvas) {
  const text = constructorMessages;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text.tray.choose }).click();
  await (await chooser).setFiles(await cameraPhotos(page, 20));
  await page
    .getByRole('button', { name: text.tray.placeNext.replace('{{number}}', '20') })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: text.tray.autoFill }).click();
  const slots = page.getByRole('region', { name: text.slots.heading });
  await slots
    .getByRole('button', { name: new RegExp(`· ${text.slots.empty}$`) })
    .first()
    .waitFor({ state: 'detached' });
  const filled = await slots
    .getByRole('button', {
      name: new RegExp(`^${text.slots.photo.replace('{{number}}', '\\d+')} ·`),
    })
    .count();
  await canvas.waitFor();
  return filled;
}

/**
 * Where a drag of the first slot's photo starts (the slot's centre: the template's millimetres
 * at the canvas's scale) and how far the photo can move sideways in it, in pixels.
 */
async function firstSlotDrag(page, origin, canvas) {
  const answer = await page.request.post(`${origin}/api/proxy`, {
    data: { method: 'GET', path: `/catalogue/articles/${twentySlotArticle}/template` },
  });
  const { template } = await answer.json();
  const slot = template.pages[0].photo_slots[0];
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const scale = box.width / (template.print_size_mm.width + template.bleed_mm * 2);
  const start = {
    x: box.x + (template.bleed_mm + slot.x_mm + slot.width_mm / 2) * scale,
    y: box.y + (template.bleed_mm + slot.y_mm + slot.height_mm / 2) * scale,
  };
  // The photo covers its slot and is wider than it: how far it can move sideways, in pixels.
  const [photoWidth, photoHeight] = cameraPhotoSize;
  const cover = Math.max(slot.width_mm / photoWidth, slot.height_mm / photoHeight);
  const slack = ((photoWidth * cover - slot.width_mm) / 2) * scale;
  return { slotId: slot.id, start, slack };
}

/** The offset the local copy holds for the slot's photo: it changes when a drag is committed. */
const draftOffset = (page, slotId) =>
  page.evaluate((slotId) => {
    const key = Object.keys(localStorage).find((candidate) =>
      candidate.startsWith('shop.constructor.draft.'),
    );
    const draft = key ? JSON.parse(localStorage.getItem(key)) : null;
    return draft?.doc.pages[0].photos[slotId]?.transform.offsetX ?? 0;
  }, slotId);

/** Whether the local copy's offset of the slot's photo moves away from `before` within 10 s. */
const offsetMoved = (page, slotId, before) =>
  page
    .waitForFunction(
      ({ slotId, before }) => {
        const key = Object.keys(localStorage).find((candidate) =>
          candidate.startsWith('shop.constructor.draft.'),
        );
        const draft = key ? JSON.parse(localStorage.getItem(key)) : null;
        const offset = draft?.doc.pages[0].photos[slotId]?.transform.offsetX ?? 0;
        return offset !== before;
      },
      { slotId, before },
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );

/**
 * The autosave (a save and the cart preview, 1.5 s after a change) is its own work: every
 * measurement starts once the last change has been saved.
 */
async function settled(page) {
  const saveStatus = (status) =>
    page.getByRole('status').filter({ hasText: constructorMessages.save[status] });
  // The save of the last change starts 1.5 s after it (none when nothing changed)...
  await saveStatus('saving')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  // ...and is over when the editor says so.
  await saveStatus('saved').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
}

/** Idle frames, then a drag of the first photo, at a CPU slowdown of `rate`. */
async function dragAtRate({ page, slowDown }, { slotId, start, slack }, rate) {
  await settled(page);
  await slowDown(rate);
  try {
    const idle = await timeFrames(page, framesToMeasure);
    const before = await draftOffset(page, slotId);
    // A real press on the photo starts Konva's drag; the moves then come one per frame, every
    // one within the photo's slack so that each moves it (a clamped move would cost nothing).
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y + 4, { steps: 2 });
    const drag = await timeFrames(page, framesToMeasure, { ...start, reach: slack * 0.8 });
    await page.mouse.up();
    // The drag really moved the photo: its release committed the offset to the local copy.
    const moved = await offsetMoved(page, slotId, before);
    return { idle: frameStats(idle), drag: frameStats(drag), moved };
  } finally {
    await slowDown(1);
  }
}

/**
 * In Chromium against the running site: fills the 20 photo slots of the collage poster with 20
 * photos, then drags the first photo with the mouse for 60 frames while requestAnimationFrame
 * times every frame, at full speed and again with the CPU slowed down 4x. Also records 60 idle
 * frames on the same page, the time from navigation to the editor ready (empty, and with the 20
 * photos restored from the local copy), and checks in the browser that a page other than /create
 * never downloads the editor's files.
 */
export async function editorFrames(origin, { ownFiles: editorFiles }) {
  const loadAtStart = loadAverage();
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  try {
    const bench = await benchPage(browser, editorFiles);
    const { page } = bench;

    // The home page, with its preloading of linked route chunks, must not fetch the editor.
    await page.goto(`${origin}/es-es`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: consentMessages.rejectAll }).click();
    await page.waitForLoadState('networkidle');
    const editorOnHome = bench.loadedEditor();

    const createUrl = `${origin}/es-es/create/${twentySlotArticle}`;
    await page.goto(createUrl);
    const canvas = page.locator('[data-testid="page-canvas"][data-ready="true"]');
    await canvas.waitFor();
    const editorOnCreate = bench.loadedEditor();
    // The empty editor, its code in the browser's cache as on a second visit.
    const ready = { empty: await readyAtRates(bench, createUrl), filled: {} };

    const filled = await fillWithPhotos(page, canvas);
    const drag = await firstSlotDrag(page, origin, canvas);
    const full = await dragAtRate(bench, drag, 1);
    const phone = await dragAtRate(bench, drag, phoneSlowdown);

    // Reopened with the 20 photos from the local copy (a reload after the drags).
    ready.filled = await readyAtRates(bench, page.url());

    return {
      filled,
      moved: full.moved && phone.moved,
      idle: full.idle,
      drag: full.drag,
      idleSlow: phone.idle,
      dragSlow: phone.drag,
      slowdown: phoneSlowdown,
      ready,
      load: { start: loadAtStart, end: loadAverage() },
      editorOnHome,
      editorOnCreate,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(1);

/** Prints the editor's figures; returns false when a check failed (leak, no drag, slots not filled). */
export function printEditorReport(bundle, frames) {
  console.log('\nDesign constructor: chunks only /create loads (gzip, KB)');
  console.table([
    { part: 'editor JS (lazy constructor chunks)', kb: kb(bundle.jsBytes) },
    { part: 'editor CSS', kb: kb(bundle.cssBytes) },
    { part: 'editor total', kb: kb(bundle.jsBytes + bundle.cssBytes) },
    { part: 'create route shell (JS+CSS, preloaded at idle)', kb: kb(bundle.routeShellBytes) },
  ]);
  const leakFree = bundle.leaks.length === 0 && frames.editorOnHome.length === 0;
  console.log(
    `Other routes' first-load JS checked: ${bundle.routesChecked}; with the editor's code (${bundle.markersFound.join('/')}): ${bundle.leaks.length}` +
      `; editor files fetched by /es-es after idle preloading: ${frames.editorOnHome.length}; by /create: ${frames.editorOnCreate.length}`,
  );
  for (const leak of bundle.leaks)
    console.log(
      `  LEAK ${leak.route}: chunks ${leak.shared.join(', ') || '-'}; markers ${leak.markers.join(', ') || '-'}`,
    );

  console.log(
    `\nDragging a photo on a 20-slot page (${frames.filled} slots filled, one mouse move per frame; ms)`,
  );
  const row = (name, stats) => ({
    while: name,
    frames: stats.frames,
    'frame median': ms(stats.frameMedian),
    'frame p95': ms(stats.frameP95),
    'dropped frames': stats.dropped,
    'callback interval p95': ms(stats.p95),
    'main-thread work median': ms(stats.workMedian),
    'main-thread work p95': ms(stats.workP95),
  });
  console.table([
    row('idle', frames.idle),
    row('dragging', frames.drag),
    row(`idle, ${frames.slowdown}x CPU slowdown`, frames.idleSlow),
    row(`dragging, ${frames.slowdown}x CPU slowdown`, frames.dragSlow),
  ]);
  console.log(
    `\nTime to ready: navigation to the editor with its page drawn (median of ${readyRuns} loads, code cached; ms)`,
  );
  console.table(
    ['empty', 'filled'].map((state) => ({
      editor:
        state === 'empty' ? 'new design (empty page)' : '20 photos restored from the local copy',
      '1x': ms(frames.ready[state][1]),
      [`${frames.slowdown}x CPU slowdown`]: ms(frames.ready[state][frames.slowdown]),
    })),
  );
  console.log(
    `Load average (1, 5, 15 min) at the start of the browser runs ${frames.load.start}, at their end ${frames.load.end}`,
  );
  const ok =
    leakFree &&
    bundle.markersFound.length > 0 &&
    frames.editorOnCreate.length > 0 &&
    frames.filled === 20 &&
    frames.moved;
  if (!ok) console.log('Editor bench check FAILED: see the figures above.');
  return ok;
}

// Run alone: the built main brand (or BENCH_SITE_DIR) on its embedded mock, as `npm start` runs it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = resolve(root, process.env.BENCH_SITE_DIR ?? 'sites/main-brand');
  console.log(`Design constructor bench of ${dir}`);
  const bundle = await editorBundle(dir);
  const site = await startSite({ name: 'editor', dir });
  let ok = false;
  try {
    ok = printEditorReport(bundle, await editorFrames(site.origin, bundle));
  } finally {
    await site.stop();
  }
  if (!ok) process.exitCode = 1;
}
