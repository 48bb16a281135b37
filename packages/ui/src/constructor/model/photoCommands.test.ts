import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, type DesignCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { createEditorState, editorReducer } from './editorState.ts';
import {
  clampTransform,
  minZoomOf,
  photoCoversSlot,
  slotShowsWholePhoto,
  transformToCrop,
  zoomAboutCentre,
} from './geometry.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { buildTestTemplate, defined } from './testTemplate.ts';
import type { DesignDoc } from './types.ts';

const template = buildTestTemplate();
const beach = { url: 'https://product-api.test/mock-uploads/u1', width: 4000, height: 3000 };
const forest = { url: 'https://product-api.test/mock-uploads/u2', width: 3000, height: 4000 };
const cover1 = { x: 10, y: 10, width: 190, height: 120 };

const run = (doc: DesignDoc, ...commands: DesignCommand[]) =>
  commands.reduce((current, command) => applyCommand(template, current, command), doc);
const twoPhotos = () =>
  run(
    createDesignDoc(template),
    { type: 'placePhoto', pageIndex: 0, slotId: 'cover-1', photo: beach },
    { type: 'placePhoto', pageIndex: 0, slotId: 'cover-2', photo: forest },
  );

describe('swapping photos', () => {
  it('moves each photo with its flips and fit to the other slot, starting its crop afresh', () => {
    const doc = run(
      twoPhotos(),
      { type: 'zoomPhoto', pageIndex: 0, slotId: 'cover-1', zoom: 2 },
      { type: 'flipPhoto', pageIndex: 0, slotId: 'cover-1', axis: 'horizontal' },
      { type: 'setPhotoFit', pageIndex: 0, slotId: 'cover-2', fit: 'fit' },
    );
    const swapped = run(doc, {
      type: 'swapPhotos',
      pageIndex: 0,
      fromSlotId: 'cover-1',
      toSlotId: 'cover-2',
    });
    const photos = defined(swapped.pages[0]).photos;
    expect(photos['cover-2']?.photo).toEqual(beach);
    expect(photos['cover-2']?.flipX).toBe(true);
    expect(photos['cover-2']?.transform.zoom).toBe(1);
    expect(photos['cover-1']?.photo).toEqual(forest);
    expect(photos['cover-1']?.fit).toBe('fit');
    expect(photos['cover-1']?.flipX).toBeUndefined();
    const whole = defined(photos['cover-1']);
    expect(slotShowsWholePhoto(cover1, whole.photo, whole.transform)).toBe(true);
  });

  it('moves a photo into an empty slot, and is one undo step', () => {
    const start = createEditorState(
      template,
      run(createDesignDoc(template), {
        type: 'placePhoto',
        pageIndex: 0,
        slotId: 'cover-1',
        photo: beach,
      }),
    );
    const swapped = editorReducer(start, {
      type: 'command',
      command: { type: 'swapPhotos', pageIndex: 0, fromSlotId: 'cover-1', toSlotId: 'cover-2' },
    });
    expect(Object.keys(defined(swapped.history.present.pages[0]).photos)).toEqual(['cover-2']);
    expect(editorReducer(swapped, { type: 'undo' }).history.present).toBe(start.history.present);
  });

  it('leaves the document alone for the same slot, an empty source or unknown slots', () => {
    const doc = twoPhotos();
    for (const [fromSlotId, toSlotId] of [
      ['cover-1', 'cover-1'],
      ['nope', 'cover-1'],
      ['cover-1', 'nope'],
    ] as const)
      expect(run(doc, { type: 'swapPhotos', pageIndex: 0, fromSlotId, toSlotId })).toBe(doc);
    const empty = createDesignDoc(template);
    expect(
      run(empty, { type: 'swapPhotos', pageIndex: 0, fromSlotId: 'cover-1', toSlotId: 'cover-2' }),
    ).toBe(empty);
  });
});

describe('swapping photos across pages', () => {
  const inner1 = { x: 10, y: 10, width: 190, height: 200 };
  const apart = () =>
    run(
      createDesignDoc(template),
      { type: 'placePhoto', pageIndex: 0, slotId: 'cover-1', photo: beach },
      { type: 'placePhoto', pageIndex: 1, slotId: 'inner-1', photo: forest },
      { type: 'flipPhoto', pageIndex: 1, slotId: 'inner-1', axis: 'vertical' },
    );

  it('trades the photos of slots on two pages, each cropped afresh for its new slot', () => {
    const swapped = run(apart(), {
      type: 'swapPhotos',
      pageIndex: 0,
      fromSlotId: 'cover-1',
      toPageIndex: 1,
      toSlotId: 'inner-1',
    });
    const cover = defined(swapped.pages[0]).photos['cover-1'];
    const inner = defined(swapped.pages[1]).photos['inner-1'];
    expect(cover?.photo).toEqual(forest);
    expect(cover?.flipY).toBe(true);
    expect(inner?.photo).toEqual(beach);
    expect(inner?.flipY).toBeUndefined();
    expect(photoCoversSlot(inner1, beach, defined(inner).transform)).toBe(true);
    expect(photoCoversSlot(cover1, forest, defined(cover).transform)).toBe(true);
  });

  it('moves a photo to an empty slot on another page, as one undo step', () => {
    const start = createEditorState(
      template,
      run(createDesignDoc(template), {
        type: 'placePhoto',
        pageIndex: 1,
        slotId: 'inner-1',
        photo: forest,
      }),
    );
    const moved = editorReducer(start, {
      type: 'command',
      command: {
        type: 'swapPhotos',
        pageIndex: 1,
        fromSlotId: 'inner-1',
        toPageIndex: 0,
        toSlotId: 'cover-2',
      },
    });
    const pages = moved.history.present.pages;
    expect(Object.keys(defined(pages[1]).photos)).toEqual([]);
    expect(defined(pages[0]).photos['cover-2']?.photo).toEqual(forest);
    expect(editorReducer(moved, { type: 'undo' }).history.present).toBe(start.history.present);
  });

  it('leaves the document alone for a slot that is not on the other page or a missing page', () => {
    const doc = apart();
    for (const [toPageIndex, toSlotId] of [
      [1, 'cover-2'],
      [5, 'inner-1'],
    ] as const)
      expect(
        run(doc, {
          type: 'swapPhotos',
          pageIndex: 0,
          fromSlotId: 'cover-1',
          toPageIndex,
          toSlotId,
        }),
      ).toBe(doc);
  });
});

describe('flipping photos', () => {
  it('toggles each axis on its own and keeps the crop', () => {
    const doc = run(twoPhotos(), {
      type: 'panPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      dx: 0,
      dy: 5,
    });
    const before = defined(doc.pages[0]?.photos['cover-1']);
    const flipped = run(doc, {
      type: 'flipPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      axis: 'horizontal',
    });
    const after = defined(flipped.pages[0]?.photos['cover-1']);
    expect(after).toEqual({ ...before, flipX: true });
    const both = run(flipped, {
      type: 'flipPhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      axis: 'vertical',
    });
    expect(both.pages[0]?.photos['cover-1']).toEqual({ ...before, flipX: true, flipY: true });
    const back = run(
      both,
      { type: 'flipPhoto', pageIndex: 0, slotId: 'cover-1', axis: 'horizontal' },
      { type: 'flipPhoto', pageIndex: 0, slotId: 'cover-1', axis: 'vertical' },
    );
    expect(back.pages[0]?.photos['cover-1']).toEqual(before);
  });

  it('is undoable and ignores an empty slot', () => {
    const state = createEditorState(template, twoPhotos());
    const flipped = editorReducer(state, {
      type: 'command',
      command: { type: 'flipPhoto', pageIndex: 0, slotId: 'cover-2', axis: 'vertical' },
    });
    expect(flipped.history.present.pages[0]?.photos['cover-2']?.flipY).toBe(true);
    expect(editorReducer(flipped, { type: 'undo' }).history.present).toBe(state.history.present);
    const empty = createDesignDoc(template);
    expect(
      run(empty, { type: 'flipPhoto', pageIndex: 1, slotId: 'inner-1', axis: 'vertical' }),
    ).toBe(empty);
  });
});

describe('fit whole photo or fill the slot', () => {
  it('fits the whole photo, centred, and fills the slot again', () => {
    const doc = run(twoPhotos(), {
      type: 'setPhotoFit',
      pageIndex: 0,
      slotId: 'cover-1',
      fit: 'fit',
    });
    const fitted = defined(doc.pages[0]?.photos['cover-1']);
    expect(fitted.fit).toBe('fit');
    // A 4:3 photo in a 190 x 120 slot: the height limits it, so it is 160 mm wide.
    expect(fitted.transform.zoom).toBeCloseTo(120 / 142.5, 6);
    expect(slotShowsWholePhoto(cover1, beach, fitted.transform)).toBe(true);
    expect(photoCoversSlot(cover1, beach, fitted.transform)).toBe(false);
    // Zoom can go no further out than the whole photo, and panning keeps it centred sideways.
    const pushed = run(
      doc,
      { type: 'zoomPhoto', pageIndex: 0, slotId: 'cover-1', zoom: 0.2 },
      { type: 'panPhoto', pageIndex: 0, slotId: 'cover-1', dx: 30, dy: 30 },
    );
    expect(pushed).toBe(doc);
    const filled = run(doc, {
      type: 'setPhotoFit',
      pageIndex: 0,
      slotId: 'cover-1',
      fit: 'fill',
    });
    const cover = defined(filled.pages[0]?.photos['cover-1']);
    expect(cover.fit).toBeUndefined();
    expect(cover.transform).toEqual({ zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 });
    expect(run(filled, { type: 'setPhotoFit', pageIndex: 0, slotId: 'cover-1', fit: 'fill' })).toBe(
      filled,
    );
  });

  it('keeps a fitted photo inside its slot at any zoom and rotation up to filling it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 8000 }),
        fc.integer({ min: 100, max: 8000 }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (width, height, rotation) => {
          const photo = { width, height };
          const min = minZoomOf(cover1, photo, rotation, 'fit');
          const transform = clampTransform(
            cover1,
            photo,
            { zoom: 1e-9, rotation, offsetX: 50, offsetY: -50 },
            'fit',
          );
          expect(transform.zoom).toBeCloseTo(min, 9);
          expect(min).toBeLessThanOrEqual(1);
          expect(slotShowsWholePhoto(cover1, photo, transform, 1e-6)).toBe(true);
        },
      ),
    );
  });

  it('is one undo step, and reset goes back to the fit’s start', () => {
    const state = createEditorState(template, twoPhotos());
    const fitted = editorReducer(state, {
      type: 'command',
      command: { type: 'setPhotoFit', pageIndex: 0, slotId: 'cover-1', fit: 'fit' },
    });
    const zoomed = editorReducer(fitted, {
      type: 'command',
      command: { type: 'zoomPhoto', pageIndex: 0, slotId: 'cover-1', zoom: 3 },
    });
    const reset = editorReducer(zoomed, {
      type: 'command',
      command: { type: 'resetPhoto', pageIndex: 0, slotId: 'cover-1' },
    });
    expect(reset.history.present.pages[0]?.photos['cover-1']).toEqual(
      fitted.history.present.pages[0]?.photos['cover-1'],
    );
    const undone = editorReducer(editorReducer(reset, { type: 'undo' }), { type: 'undo' });
    expect(editorReducer(undone, { type: 'undo' }).history.present).toBe(state.history.present);
  });

  it('keeps flips and a whole fitted photo through a save and reopen', () => {
    const doc = run(
      twoPhotos(),
      { type: 'setPhotoFit', pageIndex: 0, slotId: 'cover-1', fit: 'fit' },
      { type: 'flipPhoto', pageIndex: 0, slotId: 'cover-2', axis: 'vertical' },
    );
    const saved = toApiDocument(template, doc);
    const photo = defined(saved.pages[0]?.photos.find((entry) => entry.slot_id === 'cover-1'));
    expect(photo.crop).toEqual(
      transformToCrop(cover1, beach, defined(doc.pages[0]?.photos['cover-1']).transform),
    );
    const reopened = fromApiDocument(template, saved);
    const fitted = defined(reopened.pages[0]?.photos['cover-1']);
    expect(fitted.fit).toBe('fit');
    expect(fitted.transform.zoom).toBeCloseTo(
      defined(doc.pages[0]?.photos['cover-1']).transform.zoom,
      6,
    );
    expect(reopened.pages[0]?.photos['cover-2']?.flipY).toBe(true);
    expect(reopened.pages[0]?.photos['cover-2']?.flipX).toBeUndefined();
  });
});

describe('a gesture on the canvas, committed on release', () => {
  it('sets the crop it ended with in one undo step, kept covering the slot', () => {
    const state = createEditorState(template, twoPhotos());
    const placed = defined(state.history.present.pages[0]?.photos['cover-1']);
    // The wheel's steps as the canvas shows them, then the drag's offset.
    const zoomed = [1.3, 1.7, 1.2].reduce(
      (transform, zoom) => zoomAboutCentre(cover1, beach, transform, zoom),
      placed.transform,
    );
    const shown = clampTransform(cover1, beach, { ...zoomed, offsetX: 12, offsetY: -4 });
    const committed = editorReducer(state, {
      type: 'command',
      command: { type: 'setPhotoTransform', pageIndex: 0, slotId: 'cover-1', transform: shown },
    });
    const after = defined(committed.history.present.pages[0]?.photos['cover-1']);
    for (const key of ['zoom', 'rotation', 'offsetX', 'offsetY'] as const)
      expect(after.transform[key]).toBeCloseTo(shown[key], 9);
    expect(committed.history.past).toHaveLength(1);
    expect(editorReducer(committed, { type: 'undo' }).history.present).toBe(state.history.present);
    // A crop that would leave a gap is pulled back to cover the slot.
    const pulled = run(twoPhotos(), {
      type: 'setPhotoTransform',
      pageIndex: 0,
      slotId: 'cover-1',
      transform: { zoom: 0.5, rotation: 0, offsetX: 400, offsetY: 0 },
    });
    const kept = defined(pulled.pages[0]?.photos['cover-1']);
    expect(photoCoversSlot(cover1, kept.photo, kept.transform, 1e-6)).toBe(true);
  });

  it('zooms about the slot’s centre within the fit’s limits', () => {
    const start = { zoom: 2, rotation: 0, offsetX: 10, offsetY: 5 };
    const closer = zoomAboutCentre(cover1, beach, start, 4);
    expect(closer).toMatchObject({ zoom: 4, offsetX: 20, offsetY: 10 });
    expect(zoomAboutCentre(cover1, beach, start, 100).zoom).toBe(8);
    expect(zoomAboutCentre(cover1, beach, start, 0.1).zoom).toBe(1);
    const fitted = zoomAboutCentre(cover1, beach, start, 0.1, 'fit');
    expect(fitted.zoom).toBeCloseTo(minZoomOf(cover1, beach, 0, 'fit'), 9);
  });

  it('selecting what is selected leaves the state as it was', () => {
    const state = editorReducer(createEditorState(template, twoPhotos()), {
      type: 'select',
      selection: { kind: 'photo', id: 'cover-1' },
    });
    expect(
      editorReducer(state, { type: 'select', selection: { kind: 'photo', id: 'cover-1' } }),
    ).toBe(state);
    expect(
      editorReducer(state, { type: 'select', selection: { kind: 'photo', id: 'cover-2' } })
        .selection,
    ).toEqual({ kind: 'photo', id: 'cover-2' });
  });
});
