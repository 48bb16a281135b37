import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import { createDesignDoc, emptyPhotoSlots, pagePhotoSlots, photoUsage } from './document.ts';
import { createEditorState, editorReducer } from './editorState.ts';
import { photoCoversSlot } from './geometry.ts';
import { canRedo, canUndo } from './history.ts';
import { buildTestTemplate, defined } from './testTemplate.ts';

const template = buildTestTemplate();
const beach = { url: 'https://product-api.test/mock-uploads/u1', width: 4000, height: 3000 };
const forest = { url: 'https://product-api.test/mock-uploads/u2', width: 3000, height: 4000 };

describe('design commands', () => {
  it('places a photo cover-fitted and replaces it', () => {
    const placed = applyCommand(template, createDesignDoc(template), {
      type: 'placePhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      photo: beach,
    });
    expect(placed.pages[0]?.photos['cover-1']).toEqual({
      photo: beach,
      transform: { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 },
    });
    const replaced = applyCommand(template, placed, {
      type: 'placePhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      photo: forest,
    });
    expect(replaced.pages[0]?.photos['cover-1']?.photo).toEqual(forest);
  });

  it('ignores slots and pages that do not exist', () => {
    const doc = createDesignDoc(template);
    expect(
      applyCommand(template, doc, {
        type: 'placePhoto',
        pageIndex: 0,
        slotId: 'nope',
        photo: beach,
      }),
    ).toBe(doc);
    expect(
      applyCommand(template, doc, { type: 'setBackground', pageIndex: 9, color: '#000000' }),
    ).toBe(doc);
  });

  it('auto-fills every empty slot, unused photos first', () => {
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'placePhoto',
      pageIndex: 0,
      slotId: 'cover-1',
      photo: beach,
    });
    doc = applyCommand(template, doc, { type: 'autoFill', repeat: true, photos: [beach, forest] });
    expect(emptyPhotoSlots(template, doc)).toEqual([]);
    expect(doc.pages[0]?.photos['cover-2']?.photo).toEqual(forest);
    expect(photoUsage(doc).get(beach.url)).toHaveLength(2);
  });

  it('keeps the photo covering its slot through any pan, zoom and rotation', () => {
    const command = fc.oneof(
      fc.record({
        type: fc.constant('panPhoto' as const),
        dx: fc.double({ min: -500, max: 500, noNaN: true }),
        dy: fc.double({ min: -500, max: 500, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('zoomPhoto' as const),
        zoom: fc.double({ min: 0, max: 12, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('rotatePhoto' as const),
        rotation: fc.double({ min: -360, max: 360, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), (steps) => {
        let doc = applyCommand(template, createDesignDoc(template), {
          type: 'placePhoto',
          pageIndex: 0,
          slotId: 'cover-2',
          photo: beach,
        });
        for (const step of steps)
          doc = applyCommand(template, doc, { ...step, pageIndex: 0, slotId: 'cover-2' });
        const page = defined(doc.pages[0]);
        const slot = defined(
          pagePhotoSlots(template, page).find((candidate) => candidate.id === 'cover-2'),
        );
        const placed = defined(page.photos['cover-2']);
        expect(photoCoversSlot(slot, placed.photo, placed.transform, 1e-6)).toBe(true);
      }),
    );
  });

  it('edits text within the slot limit and keeps the template style', () => {
    const doc = applyCommand(template, createDesignDoc(template), {
      type: 'setText',
      pageIndex: 0,
      slotId: 'title',
      text: 'x'.repeat(60),
    });
    const slot = defined(template.pages[0]?.text_slots[0], 'title slot');
    expect(doc.pages[0]?.texts.title).toMatchObject({
      text: 'x'.repeat(slot.max_length),
      fontFamily: slot.font_family,
      fontSizePt: slot.font_size_pt,
      align: slot.align,
    });
    const styled = applyCommand(template, doc, {
      type: 'setTextStyle',
      pageIndex: 0,
      slotId: 'title',
      style: { align: 'left', color: '#aa0000' },
    });
    expect(styled.pages[0]?.texts.title).toMatchObject({
      align: 'left',
      color: '#aa0000',
      text: 'x'.repeat(40),
    });
  });

  it('moves photos into a new layout in order', () => {
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'autoFill',
      repeat: true,
      photos: [beach, forest],
    });
    doc = applyCommand(template, doc, { type: 'setLayout', pageIndex: 0, layout: 'grid' });
    expect(Object.keys(defined(doc.pages[0]).photos)).toEqual([
      'layout-0-grid-1',
      'layout-0-grid-2',
    ]);
    expect(emptyPhotoSlots(template, doc).map(({ slot }) => slot.id)).toEqual([
      'layout-0-grid-3',
      'layout-0-grid-4',
    ]);
  });

  it('swaps two photos on a page', () => {
    let doc = applyCommand(template, createDesignDoc(template), {
      type: 'autoFill',
      repeat: true,
      photos: [beach, forest],
    });
    doc = applyCommand(template, doc, {
      type: 'swapPhotos',
      pageIndex: 0,
      fromSlotId: 'cover-1',
      toSlotId: 'cover-2',
    });
    expect(doc.pages[0]?.photos['cover-1']?.photo).toEqual(forest);
    expect(doc.pages[0]?.photos['cover-2']?.photo).toEqual(beach);
  });
});

describe('editor history', () => {
  it('undoes and redoes every change, and shows the page it happened on', () => {
    let state = createEditorState(template);
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'placePhoto', pageIndex: 1, slotId: 'inner-1', photo: beach },
    });
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'setBackground', pageIndex: 0, color: '#ffeecc' },
    });
    expect(canUndo(state.history)).toBe(true);
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages[0]?.background).toBe('#ffffff');
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages[1]?.photos['inner-1']).toBeUndefined();
    expect(state.pageIndex).toBe(1);
    expect(canUndo(state.history)).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    expect(state.history.present.pages[1]?.photos['inner-1']?.photo).toEqual(beach);
    expect(canRedo(state.history)).toBe(true);
  });

  it('makes one undo step of a whole drag', () => {
    let state = createEditorState(template);
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'placePhoto', pageIndex: 0, slotId: 'cover-1', photo: forest },
    });
    for (let step = 0; step < 5; step += 1)
      state = editorReducer(state, {
        type: 'command',
        command: { type: 'panPhoto', pageIndex: 0, slotId: 'cover-1', dx: 0, dy: 5 },
        gesture: 'drag-1',
      });
    state = editorReducer(state, { type: 'endGesture' });
    expect(state.history.present.pages[0]?.photos['cover-1']?.transform.offsetY).toBeCloseTo(25);
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages[0]?.photos['cover-1']?.transform.offsetY).toBe(0);
  });

  it('does not record commands that change nothing, and drops the redo branch on a new change', () => {
    let state = createEditorState(template);
    const before = state;
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'removePhoto', pageIndex: 0, slotId: 'cover-1' },
    });
    expect(state).toBe(before);
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'setBackground', pageIndex: 0, color: '#000000' },
    });
    state = editorReducer(state, { type: 'undo' });
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'setBackground', pageIndex: 0, color: '#222222' },
    });
    expect(canRedo(state.history)).toBe(false);
  });

  it('keeps page navigation inside the document and out of the history', () => {
    let state = createEditorState(template);
    state = editorReducer(state, { type: 'goToPage', pageIndex: 5 });
    expect(state.pageIndex).toBe(1);
    expect(canUndo(state.history)).toBe(false);
  });
});
