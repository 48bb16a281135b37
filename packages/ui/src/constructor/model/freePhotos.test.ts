import { describe, expect, it } from 'vitest';
import { checkDesign, slotDpi } from './checks.ts';
import { applyCommand, type DesignCommand } from './commands.ts';
import { createDesignDoc, photoUsage } from './document.ts';
import { createEditorState, editorReducer } from './editorState.ts';
import { normalizePages } from './pages.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { buildTestTemplate, defined } from './testTemplate.ts';
import type { DesignDoc, FreePhoto } from './types.ts';

// The test template: A4 (210 x 297 mm), safe area 10 mm in from every edge, 150 dpi minimum; its
// cover (page 0) takes photos only in its slots, its inner page (page 1) also anywhere.
const template = buildTestTemplate();
const landscape = { url: 'https://product-api.test/mock-uploads/u1', width: 4000, height: 3000 };
const portrait = { url: 'https://product-api.test/mock-uploads/u2', width: 600, height: 900 };

const run = (commands: DesignCommand[], doc: DesignDoc = createDesignDoc(template)) =>
  commands.reduce((current, command) => applyCommand(template, current, command), doc);
const freeOn = (doc: DesignDoc, id = 'f1'): FreePhoto =>
  defined(
    doc.pages[1]?.freePhotos.find((free) => free.id === id),
    `free photo ${id}`,
  );
const place = (id = 'f1', photo = landscape, at?: { x: number; y: number }): DesignCommand => ({
  type: 'placeFreePhoto',
  pageIndex: 1,
  id,
  photo,
  ...(at ? { at } : {}),
});

describe('free photos', () => {
  it('places the whole photo centred in the safe area, keeping its aspect', () => {
    const free = freeOn(run([place()]));
    // The safe area is 190 x 277 mm: 60 % of its width is 114 mm, the photo's 4:3 gives 85.5 mm.
    expect(free.width).toBeCloseTo(114);
    expect(free.height).toBeCloseTo(85.5);
    expect(free.x + free.width / 2).toBeCloseTo(105);
    expect(free.y + free.height / 2).toBeCloseTo(148.5);
    expect(free.rotation).toBe(0);
    expect(free.photo).toEqual(landscape);
    // A tall photo is limited by the safe area's height instead.
    const tall = freeOn(run([place('f2', portrait)]), 'f2');
    expect(tall.height / tall.width).toBeCloseTo(1.5);
    expect(tall.height).toBeLessThanOrEqual(277 * 0.6 + 1e-9);
    expect(checkDesign(template, run([place()])).filter((issue) => issue.slotId === 'f1')).toEqual(
      [],
    );
  });

  it('places a dropped photo on the point, moved back inside the safe area near an edge', () => {
    const centred = freeOn(run([place('f1', landscape, { x: 80, y: 100 })]));
    expect(centred.x + centred.width / 2).toBeCloseTo(80);
    expect(centred.y + centred.height / 2).toBeCloseTo(100);
    const corner = freeOn(run([place('f1', landscape, { x: 205, y: 5 })]));
    expect(corner.x + corner.width).toBeCloseTo(200);
    expect(corner.y).toBeCloseTo(10);
  });

  it('places free photos only where the template page allows them, once per id', () => {
    const doc = createDesignDoc(template);
    expect(run([{ type: 'placeFreePhoto', pageIndex: 0, id: 'f1', photo: landscape }], doc)).toBe(
      doc,
    );
    const once = run([place()]);
    expect(run([place()], once)).toBe(once);
    expect(once.pages[1]?.freePhotos).toHaveLength(1);
  });

  it('moves, resizes about the centre keeping the aspect, turns, flips and removes', () => {
    const placed = run([place()]);
    const before = freeOn(placed);
    const moved = freeOn(
      run([{ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { x: 20, y: 30 } }], placed),
    );
    expect([moved.x, moved.y, moved.width, moved.height]).toEqual([
      20,
      30,
      before.width,
      before.height,
    ]);
    const resized = freeOn(
      run([{ type: 'resizeFreePhoto', pageIndex: 1, id: 'f1', width: 60 }], placed),
    );
    expect(resized.width).toBeCloseTo(60);
    expect(resized.height).toBeCloseTo(45);
    expect(resized.x + resized.width / 2).toBeCloseTo(before.x + before.width / 2);
    expect(resized.y + resized.height / 2).toBeCloseTo(before.y + before.height / 2);
    // A width with a height of its own still keeps the photo's aspect; nothing gets smaller than 10 mm.
    const tiny = freeOn(
      run([{ type: 'resizeFreePhoto', pageIndex: 1, id: 'f1', width: 1 }], placed),
    );
    expect(tiny.height).toBeCloseTo(10);
    expect(tiny.width).toBeCloseTo(40 / 3);
    const turned = freeOn(
      run(
        [
          {
            type: 'updateFreePhoto',
            pageIndex: 1,
            id: 'f1',
            changes: { rotation: 270, flipX: true },
          },
        ],
        placed,
      ),
    );
    expect(turned.rotation).toBe(-90);
    expect(turned.flipX).toBe(true);
    const removed = run([{ type: 'removeFreePhoto', pageIndex: 1, id: 'f1' }], placed);
    expect(removed.pages[1]?.freePhotos).toEqual([]);
    // Unknown ids and changes that change nothing leave the document as it was.
    expect(run([{ type: 'removeFreePhoto', pageIndex: 1, id: 'nope' }], placed)).toBe(placed);
    expect(
      run([{ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { x: before.x } }], placed),
    ).toBe(placed);
  });

  it('brings a free photo forward and back among the page’s free photos', () => {
    const three = run([place('a'), place('b'), place('c')]);
    const order = (doc: DesignDoc) => doc.pages[1]?.freePhotos.map((free) => free.id);
    const forward = run(
      [{ type: 'arrangeFreePhoto', pageIndex: 1, id: 'a', direction: 'forward' }],
      three,
    );
    expect(order(forward)).toEqual(['b', 'a', 'c']);
    const back = run(
      [{ type: 'arrangeFreePhoto', pageIndex: 1, id: 'c', direction: 'backward' }],
      three,
    );
    expect(order(back)).toEqual(['a', 'c', 'b']);
    // The top one cannot go higher.
    expect(
      run([{ type: 'arrangeFreePhoto', pageIndex: 1, id: 'c', direction: 'forward' }], three),
    ).toBe(three);
  });

  it('undoes and redoes each step, and a run of key presses is one step', () => {
    let state = createEditorState(template);
    const send = (command: DesignCommand, gesture?: string) => {
      state = editorReducer(state, { type: 'command', command, gesture });
    };
    send(place());
    const start = freeOn(state.history.present);
    send({ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { x: start.x + 2 } }, 'k');
    send({ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { x: start.x + 4 } }, 'k');
    expect(freeOn(state.history.present).x).toBeCloseTo(start.x + 4);
    state = editorReducer(state, { type: 'undo' });
    expect(freeOn(state.history.present).x).toBeCloseTo(start.x);
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages[1]?.freePhotos).toEqual([]);
    state = editorReducer(state, { type: 'redo' });
    expect(freeOn(state.history.present).x).toBeCloseTo(start.x);
  });

  it('counts as a use of the photo and makes the page not empty', () => {
    const doc = run([place('f1', portrait)]);
    expect(photoUsage(doc).get(portrait.url)).toEqual([{ pageIndex: 1, slotId: 'f1' }]);
    const kinds = checkDesign(template, doc).map((issue) => `${issue.kind}@${issue.pageIndex}`);
    expect(kinds).toContain('emptyPage@0');
    expect(kinds).not.toContain('emptyPage@1');
    expect(kinds).toContain('emptySlot@1');
    // Filling the empty slots starts with the photos not used anywhere yet.
    const filled = run([{ type: 'autoFill', repeat: true, photos: [portrait, landscape] }], doc);
    expect(filled.pages[0]?.photos['cover-1']?.photo.url).toBe(landscape.url);
    expect(filled.pages[0]?.photos['cover-2']?.photo.url).toBe(portrait.url);
  });
});

describe('free photo checks', () => {
  it('flags a free photo crossing the safe area, and one past the page’s edge', () => {
    const placed = run([place()]);
    const move = (x: number, y: number) =>
      run([{ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { x, y } }], placed);
    const issuesAt = (doc: DesignDoc) =>
      checkDesign(template, doc).filter((issue) => issue.slotId === 'f1');
    expect(issuesAt(move(5, 100))).toEqual([
      { kind: 'photoOutsideSafeArea', pageIndex: 1, slotId: 'f1', free: true },
    ]);
    expect(issuesAt(move(-5, 100))).toEqual([
      { kind: 'photoOffPage', pageIndex: 1, slotId: 'f1', free: true },
    ]);
    expect(issuesAt(move(10, 10))).toEqual([]);
    // Turned, the same frame needs more room: a quarter turn of a wide photo crosses the top.
    const turned = run(
      [{ type: 'updateFreePhoto', pageIndex: 1, id: 'f1', changes: { y: 15, rotation: 90 } }],
      placed,
    );
    expect(issuesAt(turned).map((issue) => issue.kind)).toEqual(['photoOutsideSafeArea']);
  });

  it('flags low resolution at the printed size, and making it smaller fixes it', () => {
    // 600 pixels across 114 mm prints at about 134 dpi; the template wants 150.
    const small = { ...portrait, width: 600, height: 450 };
    const placed = run([place('f1', small)]);
    const free = freeOn(placed);
    expect(slotDpi(template, placed, 1, 'f1')).toBeCloseTo((600 / free.width) * 25.4);
    expect(checkDesign(template, placed).filter((issue) => issue.slotId === 'f1')).toEqual([
      { kind: 'lowResolution', pageIndex: 1, slotId: 'f1', free: true, dpi: 133, minDpi: 150 },
    ]);
    const smaller = run([{ type: 'resizeFreePhoto', pageIndex: 1, id: 'f1', width: 100 }], placed);
    expect(checkDesign(template, smaller).some((issue) => issue.slotId === 'f1')).toBe(false);
  });
});

describe('free photo serialisation', () => {
  it('writes free photos into the API document and reads them back', () => {
    const doc = run([
      place('f1'),
      place('f2', portrait, { x: 60, y: 80 }),
      {
        type: 'updateFreePhoto',
        pageIndex: 1,
        id: 'f1',
        changes: { x: 12.5, y: 40.25, rotation: -30, flipY: true },
      },
    ]);
    const saved = toApiDocument(template, doc);
    const entry = saved.pages[1]?.photos.find((photo) => photo.slot_id.startsWith('free:f1:'));
    expect(entry).toEqual({
      slot_id: 'free:f1:12.5,40.25,114,85.5',
      image: landscape,
      crop: { x: 0, y: 0, width: 4000, height: 3000 },
      rotation_deg: -30,
      flip_y: true,
    });
    const back = fromApiDocument(template, saved);
    expect(back.pages[1]?.freePhotos.map((free) => free.id)).toEqual(['f1', 'f2']);
    const f1 = freeOn(back);
    expect([f1.x, f1.y, f1.width, f1.height, f1.rotation, f1.flipY]).toEqual([
      12.5,
      40.25,
      114,
      85.5,
      -30,
      true,
    ]);
    // The page keeps its layout: the free entries do not count as slots of another layout.
    expect(back.pages[1]?.layout).toBe('template');
    expect(back.pages[1]?.photos).toEqual({});
  });

  it('reads designs and local copies from before free photos with none', () => {
    const saved = toApiDocument(template, createDesignDoc(template));
    expect(fromApiDocument(template, saved).pages.map((page) => page.freePhotos)).toEqual([[], []]);
    const older = createDesignDoc(template);
    const withoutField = {
      ...older,
      pages: older.pages.map(({ freePhotos: _freePhotos, ...page }) => page),
    } as unknown as DesignDoc;
    expect(normalizePages(template, withoutField).pages.map((page) => page.freePhotos)).toEqual([
      [],
      [],
    ]);
  });
});
