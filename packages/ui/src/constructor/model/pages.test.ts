import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import { createDesignDoc, emptyPhotoSlots } from './document.ts';
import { createEditorState, editorReducer } from './editorState.ts';
import { canUndo } from './history.ts';
import { hasOnePage, normalizePages, pageCountState, spreadsOf } from './pages.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { buildTestBook, buildTestTemplate, defined } from './testTemplate.ts';
import type { DesignDoc } from './types.ts';

const book = buildTestBook();
const beach = { url: 'https://product-api.test/mock-uploads/u1', width: 4000, height: 3000 };
const forest = { url: 'https://product-api.test/mock-uploads/u2', width: 3000, height: 4000 };

const sides = (doc: DesignDoc) => doc.pages.map((page) => page.side);
const templatePages = (doc: DesignDoc) => doc.pages.map((page) => page.templateIndex);
const ids = (doc: DesignDoc) => doc.pages.map((page) => page.id);

describe('book pages', () => {
  it('opens a book with its cover, its fewest inner pages alternating its inner templates, and its back', () => {
    const doc = createDesignDoc(book);
    expect(sides(doc)).toEqual(['cover', 'inner', 'inner', 'inner', 'inner', 'back']);
    expect(templatePages(doc)).toEqual([0, 1, 2, 1, 2, 3]);
    expect(doc.pages.map((page) => page.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(ids(doc)).size).toBe(6);
    expect(pageCountState(book, doc)).toMatchObject({
      count: 4,
      canAdd: true,
      canRemove: false,
      extraSheets: 0,
    });
  });

  it('keeps products with a fixed page count on their template pages', () => {
    const template = buildTestTemplate();
    const doc = createDesignDoc(template);
    expect(templatePages(doc)).toEqual([0, 1]);
    expect(pageCountState(template, doc)).toBeNull();
    expect(applyCommand(template, doc, { type: 'addPages', afterIndex: 0 })).toBe(doc);
    expect(spreadsOf(template, doc)).toEqual([[0], [1]]);
  });

  it('adds a sheet of blank pages after the page shown, up to the maximum', () => {
    let doc = applyCommand(book, createDesignDoc(book), {
      type: 'autoFill',
      repeat: true,
      photos: [beach],
    });
    const before = ids(doc);
    doc = applyCommand(book, doc, { type: 'addPages', afterIndex: 2 });
    expect(doc.pages).toHaveLength(8);
    expect(ids(doc).slice(0, 3)).toEqual(before.slice(0, 3));
    expect(ids(doc).slice(5)).toEqual(before.slice(3));
    expect(doc.pages[3]?.photos).toEqual({});
    expect(doc.pages[4]?.photos).toEqual({});
    expect(doc.pages.map((page) => page.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // On the cover the sheet goes before the first inner page, on the back after the last one.
    doc = applyCommand(book, doc, { type: 'addPages', afterIndex: 0 });
    expect(doc.pages[0]?.side).toBe('cover');
    doc = applyCommand(book, doc, { type: 'addPages', afterIndex: doc.pages.length - 1 });
    expect(doc.pages.at(-1)?.side).toBe('back');
    expect(pageCountState(book, doc)).toMatchObject({ count: 10, canAdd: false, extraSheets: 3 });
    expect(applyCommand(book, doc, { type: 'addPages', afterIndex: 3 })).toBe(doc);
  });

  it('removes the sheet holding a page, never below the minimum nor the cover or the back', () => {
    let doc = applyCommand(book, createDesignDoc(book), { type: 'addPages', afterIndex: 4 });
    const [cover, first, second, third, fourth, added1, added2, back] = ids(doc);
    // Page 4 (position 3) shares its sheet with page 3.
    doc = applyCommand(book, doc, { type: 'removePages', pageIndex: 4 });
    expect(ids(doc)).toEqual([cover, first, second, added1, added2, back]);
    expect(applyCommand(book, doc, { type: 'removePages', pageIndex: 1 })).toBe(doc);
    const longer = applyCommand(book, doc, { type: 'addPages', afterIndex: 1 });
    expect(applyCommand(book, longer, { type: 'removePages', pageIndex: 0 })).toBe(longer);
    expect(applyCommand(book, longer, { type: 'removePages', pageIndex: 7 })).toBe(longer);
    expect([third, fourth]).not.toContain(undefined);
  });

  it('reorders inner pages and keeps the cover first and the back last', () => {
    let doc = applyCommand(book, createDesignDoc(book), {
      type: 'placePhoto',
      pageIndex: 1,
      slotId: 'left-1',
      photo: forest,
    });
    const moved = defined(doc.pages[1]).id;
    doc = applyCommand(book, doc, { type: 'movePage', from: 1, to: 3 });
    expect(doc.pages[3]?.id).toBe(moved);
    expect(doc.pages[3]?.photos['left-1']?.photo).toEqual(forest);
    expect(doc.pages[3]?.index).toBe(3);
    expect(applyCommand(book, doc, { type: 'movePage', from: 2, to: 0 })).toBe(doc);
    expect(applyCommand(book, doc, { type: 'movePage', from: 0, to: 2 })).toBe(doc);
    expect(applyCommand(book, doc, { type: 'movePage', from: 4, to: 5 })).toBe(doc);
  });

  it('lays the book out as spreads: the cover alone, inner pages in pairs, the back alone', () => {
    const before = createDesignDoc(book);
    const doc = applyCommand(book, before, { type: 'addPages', afterIndex: 1 });
    expect(spreadsOf(book, doc)).toEqual([[0], [1, 2], [3, 4], [5, 6], [7]]);
    // Added from the left page of a spread, the sheet goes after the whole spread.
    expect(ids(doc).slice(1, 3)).toEqual(ids(before).slice(1, 3));
  });

  it('auto-fills the photo slots of every page, added ones included', () => {
    let doc = applyCommand(book, createDesignDoc(book), { type: 'addPages', afterIndex: 1 });
    doc = applyCommand(book, doc, { type: 'autoFill', repeat: true, photos: [beach, forest] });
    expect(emptyPhotoSlots(book, doc)).toEqual([]);
    expect(doc.pages.filter((page) => Object.keys(page.photos).length === 1)).toHaveLength(7);
  });

  it('undoes and redoes adding, removing and moving pages, and shows the page concerned', () => {
    let state = createEditorState(book);
    state = editorReducer(state, { type: 'goToPage', pageIndex: 2 });
    state = editorReducer(state, { type: 'command', command: { type: 'addPages', afterIndex: 2 } });
    expect(state.history.present.pages).toHaveLength(8);
    expect(state.pageIndex).toBe(3);
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'movePage', from: 3, to: 1 },
    });
    expect(state.pageIndex).toBe(1);
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'removePages', pageIndex: 6 },
    });
    expect(state.history.present.pages).toHaveLength(6);
    expect(state.pageIndex).toBe(1);
    const afterAll = ids(state.history.present);
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages).toHaveLength(8);
    state = editorReducer(state, { type: 'undo' });
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.pages).toHaveLength(6);
    expect(canUndo(state.history)).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    state = editorReducer(state, { type: 'redo' });
    state = editorReducer(state, { type: 'redo' });
    expect(ids(state.history.present)).toEqual(afterAll);
    expect(state.pageIndex).toBeLessThan(state.history.present.pages.length);
  });

  it('saves and reopens the page count and order', () => {
    let doc = applyCommand(book, createDesignDoc(book), { type: 'addPages', afterIndex: 4 });
    doc = applyCommand(book, doc, {
      type: 'placePhoto',
      pageIndex: 6,
      slotId: 'right-1',
      photo: beach,
    });
    doc = applyCommand(book, doc, { type: 'movePage', from: 6, to: 1 });
    const saved = toApiDocument(book, doc);
    expect(saved.pages.map((page) => page.template_page)).toEqual(templatePages(doc));
    const reopened = fromApiDocument(book, saved);
    expect(templatePages(reopened)).toEqual(templatePages(doc));
    expect(reopened.pages[1]?.photos['right-1']?.photo).toEqual(beach);
    expect(reopened.pages).toHaveLength(8);
  });

  it('pads a design saved before books had pages to the fewest pages, keeping its content', () => {
    const saved = toApiDocument(
      book,
      applyCommand(book, createDesignDoc(book), {
        type: 'autoFill',
        repeat: true,
        photos: [beach],
      }),
    );
    const old = {
      ...saved,
      pages: saved.pages.slice(0, 3).map(({ template_page: _, ...page }) => page),
    };
    const reopened = fromApiDocument(book, old);
    expect(sides(reopened)).toEqual(['cover', 'inner', 'inner', 'inner', 'inner', 'back']);
    expect(reopened.pages[1]?.photos['left-1']?.photo).toEqual(beach);
    expect(reopened.pages[3]?.photos).toEqual({});
    // A local copy from before pages had ids and template pages is completed the same way.
    const legacy = {
      templateId: book.id,
      pages: createDesignDoc(buildTestTemplate()).pages.map(
        ({ id: _id, templateIndex: _templateIndex, ...page }) => page,
      ),
    } as unknown as DesignDoc;
    const completed = normalizePages(book, legacy);
    expect(sides(completed)).toEqual(['cover', 'inner', 'inner', 'inner', 'inner', 'back']);
    expect(new Set(ids(completed)).size).toBe(6);
  });
});

describe('one-page products', () => {
  it('has one page for a single-page template, and more for a book or a two-sided product', () => {
    const single = buildTestTemplate({
      page_count: { min: 1, max: 1, step: 1 },
      pages: buildTestTemplate().pages.slice(0, 1),
    });
    expect(hasOnePage(single, createDesignDoc(single))).toBe(true);
    expect(hasOnePage(book, createDesignDoc(book))).toBe(false);
    const twoSided = buildTestTemplate();
    expect(hasOnePage(twoSided, createDesignDoc(twoSided))).toBe(false);
  });
});
