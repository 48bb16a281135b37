// The design constructor's part of `npm run bench`: what the editor adds to the client (and
// proof that only /create loads it), and the frame time of dragging a photo on a 20-slot page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import constructorMessages from '../packages/ui/src/features/i18n/messages/es/constructor.json' with { type: 'json' };
import consentMessages from '../packages/ui/src/features/i18n/messages/es/consent.json' with { type: 'json' };
import { chromiumLaunchOptions } from './chromium.ts';

const createRoute = '../../packages/storefront/src/app/routes/create.tsx';
/** Strings only the editor's code holds: Konva itself and the editor's canvas. */
const editorMarkers = ['Konva', 'page-canvas'];
/** The mock API's collage poster 60x90: one page with 20 photo slots. */
const twentySlotArticle = 5002;
const framesToMeasure = 60;
const cameraPhotoSize = [1600, 1200];

const gzipBytes = async (clientDir, file) => gzipSync(await readFile(join(clientDir, file))).length;

/** A chunk and everything it imports statically: what loading it downloads. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, into);
  return into;
}

/**
 * The chunks the create route loads lazily on top of the entry (the constructor), their gzip
 * size, and for every other route whether its first load (entry + route chunk) shares any of
 * them or contains the editor's code.
 */
export async function editorBundle(siteDir) {
  const clientDir = join(siteDir, 'dist/client');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = staticClosure(manifest, entryKey);
  const lazy = manifest[createRoute]?.dynamicImports ?? [];
  if (lazy.length === 0)
    throw new Error('The create route loads no lazy chunk: is the constructor still lazy?');
  // The route's own small chunk is preloaded when a link to it shows; the editor is not.
  const routeShell = [...staticClosure(manifest, createRoute)].filter((key) => !entry.has(key));
  const loadedBefore = new Set([...entry, ...routeShell]);
  const editorKeys = new Set(
    lazy
      .flatMap((key) => [...staticClosure(manifest, key)])
      .filter((key) => !loadedBefore.has(key)),
  );
  const filesOf = (keys) => [
    ...new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])),
  ];
  const editorFiles = filesOf(editorKeys);

  const sizeOf = async (files) =>
    (await Promise.all(files.map((file) => gzipBytes(clientDir, file)))).reduce(
      (sum, size) => sum + size,
      0,
    );
  const editorJs = editorFiles.filter((file) => file.endsWith('.js'));
  const editorCss = editorFiles.filter((file) => file.endsWith('.css'));
  const markersInEditor = [];
  for (const file of editorJs) {
    const code = await readFile(join(clientDir, file), 'utf8');
    markersInEditor.push(...editorMarkers.filter((marker) => code.includes(marker)));
  }

  const routes = Object.keys(manifest).filter(
    (key) => key.includes('/app/routes/') && key !== createRoute,
  );
  const leaks = [];
  const loadedElsewhere = new Set();
  for (const route of routes) {
    const firstLoad = new Set([...entry, ...staticClosure(manifest, route)]);
    for (const key of firstLoad) loadedElsewhere.add(key);
    // Chunks the editor shares with other routes (the domain's schemas) are fine; its own code is not.
    const shared = [];
    const markers = new Set();
    for (const key of firstLoad) {
      const code = await readFile(join(clientDir, manifest[key].file), 'utf8');
      const found = editorMarkers.filter((marker) => code.includes(marker));
      if (found.length > 0) shared.push(manifest[key].file);
      for (const marker of found) markers.add(marker);
    }
    if (shared.length > 0)
      leaks.push({ route: manifest[route].name, shared, markers: [...markers] });
  }
  return {
    files: editorFiles,
    /** The editor's own files, which no other route loads (a page other than /create must not). */
    ownFiles: filesOf([...editorKeys].filter((key) => !loadedElsewhere.has(key))),
    jsBytes: await sizeOf(editorJs),
    cssBytes: await sizeOf(editorCss),
    routeShellBytes: await sizeOf(filesOf(routeShell)),
    markersFound: [...new Set(markersInEditor)],
    routesChecked: routes.length,
    leaks,
  };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function frameStats({ intervals, work }) {
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const interval = sorted(intervals);
  const busy = sorted(work);
  return {
    frames: intervals.length,
    median: percentile(interval, 0.5),
    p95: percentile(interval, 0.95),
    workMedian: percentile(busy, 0.5),
    workP95: percentile(busy, 0.95),
  };
}

/**
 * Times `frames` frames with requestAnimationFrame: the interval between frames (a multiple of
 * the 16.7 ms display refresh) and the main thread's work in each: the animation callbacks that
 * ran before ours (Konva drawing the last move) plus handling this frame's move up to the end of
 * the task React renders in. With `dragAt`, each frame first gets one mouse move over the canvas,
 * swinging `reach` pixels either side of that point, as the browser delivers a dragging mouse's
 * moves: once per frame.
 */
function timeFrames(page, frames, dragAt = null) {
  return page.evaluate(
    ({ frames, dragAt }) =>
      new Promise((resolve) => {
        const target = document.querySelector('[data-testid="page-canvas"] canvas');
        const times = [];
        const work = [];
        // Posted after the move, so it runs after the render React scheduled for it.
        const afterRender = new MessageChannel();
        afterRender.port1.onmessage = ({ data }) =>
          (work[data.index] += performance.now() - data.started);
        const tick = (time) => {
          const started = performance.now();
          // When the callback ran, not the frame's vsync time: a late frame shows as a long interval.
          const index = times.push(started) - 1;
          if (times.length > frames) {
            const intervals = times.slice(1).map((at, previous) => at - times[previous]);
            setTimeout(() => resolve({ intervals, work: work.slice(1, frames + 1) }), 50);
            return;
          }
          work[index] = started - time;
          if (dragAt && target) {
            const init = {
              clientX: dragAt.x + dragAt.reach * Math.sin(times.length / 4),
              clientY: dragAt.y,
              buttons: 1,
              bubbles: true,
              cancelable: true,
              view: window,
            };
            target.dispatchEvent(
              new PointerEvent('pointermove', {
                ...init,
                pointerId: 1,
                pointerType: 'mouse',
                isPrimary: true,
              }),
            );
            target.dispatchEvent(new MouseEvent('mousemove', init));
          }
          afterRender.port2.postMessage({ index, started });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, dragAt },
  );
}

/** Different camera-sized JPEGs, drawn in the page (no image library on the Node side). */
async function cameraPhotos(page, count) {
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

/**
 * In Chromium against the running site: fills the 20 photo slots of the collage poster with 20
 * photos, then drags the first photo with the mouse for 60 frames while requestAnimationFrame
 * times every frame. Also records 60 idle frames on the same page, and checks in the browser
 * that a page other than /create never downloads the editor's files.
 */
export async function editorFrames(origin, { ownFiles: editorFiles }) {
  const text = constructorMessages;
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const loadedEditor = () =>
      requested.filter((path) => editorFiles.some((file) => path.endsWith(`/${file}`)));

    // The home page, with its preloading of linked route chunks, must not fetch the editor.
    await page.goto(`${origin}/es-es`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: consentMessages.rejectAll }).click();
    await page.waitForLoadState('networkidle');
    const editorOnHome = loadedEditor();

    await page.goto(`${origin}/es-es/create/${twentySlotArticle}`);
    const canvas = page.locator('[data-testid="page-canvas"][data-ready="true"]');
    await canvas.waitFor();
    const editorOnCreate = loadedEditor();

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

    // Where the first slot is drawn: the template's millimetres at the canvas's scale.
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

    const idleIntervals = await timeFrames(page, framesToMeasure);
    // A real press on the photo starts Konva's drag; the moves then come one per frame, every one
    // within the photo's slack so that each moves it (a clamped move would cost nothing).
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y + 4, { steps: 2 });
    const dragIntervals = await timeFrames(page, framesToMeasure, { ...start, reach: slack * 0.8 });
    await page.mouse.up();
    // The drag really moved the photo: the undo step is the drag's and the local copy has the offset.
    const moved = await page.evaluate((slotId) => {
      const key = Object.keys(localStorage).find((candidate) =>
        candidate.startsWith('shop.constructor.draft.'),
      );
      const draft = key ? JSON.parse(localStorage.getItem(key)) : null;
      return draft?.doc.pages[0].photos[slotId]?.transform.offsetX ?? 0;
    }, slot.id);

    return {
      filled,
      moved: moved !== 0,
      idle: frameStats(idleIntervals),
      drag: frameStats(dragIntervals),
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
    'frame interval median': ms(stats.median),
    'frame interval p95': ms(stats.p95),
    'main-thread work median': ms(stats.workMedian),
    'main-thread work p95': ms(stats.workP95),
  });
  console.table([row('idle', frames.idle), row('dragging', frames.drag)]);
  const ok =
    leakFree &&
    bundle.markersFound.length > 0 &&
    frames.editorOnCreate.length > 0 &&
    frames.filled === 20 &&
    frames.moved;
  if (!ok) console.log('Editor bench check FAILED: see the figures above.');
  return ok;
}
