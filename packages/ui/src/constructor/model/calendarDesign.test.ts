import { designDocumentSchema } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import { describe, expect, it } from 'vitest';
import { isCalendar, monthOfPage } from './calendar.ts';
import { calendarTextsOfPage } from './calendarLayout.ts';
import { checkDesign } from './checks.ts';
import { applyCommand } from './commands.ts';
import { coverPlacement, createDesignDoc, pagePhotoSlots } from './document.ts';
import { createEditorState, editorReducer } from './editorState.ts';
import { photoSlotsOf } from './layouts.ts';
import { innerRange, normalizePages, pageCountState, spreadsOf } from './pages.ts';
import { fromApiDocument, toApiDocument } from './serialize.ts';
import { defined } from './testTemplate.ts';
import { pageLayouts, type DesignDoc, type Template } from './types.ts';

/** The mock API's wall calendar A3: a cover with the year, a month page with its grid. */
const calendar = fixtures.productTemplate.of(4001);
const november2026 = new Date(2026, 10, 29);
const march2027 = (template: Template = calendar): DesignDoc => ({
  ...createDesignDoc(template, november2026),
  calendar: { year: 2027, month: 3 },
});
const beach = { url: 'https://product-api.test/mock-uploads/u1', width: 4000, height: 3000 };
const ink = { text: '#111111', weekend: '#666666', holiday: '#f28a1f' };

describe('a calendar’s pages', () => {
  it('opens with its cover and twelve month pages, starting in January of the coming year', () => {
    expect(isCalendar(calendar)).toBe(true);
    const doc = createDesignDoc(calendar, november2026);
    expect(doc.pages).toHaveLength(13);
    expect(doc.pages.map((page) => page.side)).toEqual(['cover', ...Array(12).fill('inner')]);
    expect(doc.calendar).toEqual({ year: 2027, month: 1 });
    expect(monthOfPage(calendar, doc, 0)).toBeUndefined();
    expect(monthOfPage(calendar, doc, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthOfPage(calendar, doc, 12)).toEqual({ year: 2027, month: 12 });
  });

  it('has fourteen pages when its template has a back page, which shows no month', () => {
    const back = fixtures.productTemplate.page({ index: 2, side: 'back', photo_slots: [] });
    const withBack = { ...calendar, pages: [...calendar.pages, back] };
    const doc = createDesignDoc(withBack, november2026);
    expect(doc.pages).toHaveLength(14);
    expect(doc.pages.at(-1)?.side).toBe('back');
    expect(
      monthOfPage(withBack, { ...doc, calendar: { year: 2027, month: 3 } }, 13),
    ).toBeUndefined();
    expect(monthOfPage(withBack, { ...doc, calendar: { year: 2027, month: 3 } }, 12)).toEqual({
      year: 2028,
      month: 2,
    });
  });

  it('shows each page on its own, with no pages to add, remove or move', () => {
    const doc = createDesignDoc(calendar, november2026);
    expect(pageCountState(calendar, doc)).toBeNull();
    expect(innerRange(calendar, doc)).toBeNull();
    expect(spreadsOf(calendar, doc).every((spread) => spread.length === 1)).toBe(true);
  });

  it('gives a calendar saved with only its cover and first month the other eleven months', () => {
    const full = createDesignDoc(calendar, november2026);
    const old = { ...full, pages: full.pages.slice(0, 2) };
    expect(normalizePages(calendar, old).pages).toHaveLength(13);
  });

  it('keeps other products without a calendar', () => {
    const book = fixtures.productTemplate.of(1001);
    expect(isCalendar(book)).toBe(false);
    expect(createDesignDoc(book, november2026).calendar).toBeUndefined();
    // The advent calendar's doors are no months.
    expect(isCalendar(fixtures.productTemplate.of(4004))).toBe(false);
  });
});

describe('choosing the first month', () => {
  it('is one undo step, and the month pages follow it', () => {
    let state = createEditorState(calendar, createDesignDoc(calendar, november2026));
    state = editorReducer(state, {
      type: 'command',
      command: { type: 'setCalendarStart', year: 2027, month: 3 },
    });
    const doc = state.history.present;
    expect(doc.calendar).toEqual({ year: 2027, month: 3 });
    expect(monthOfPage(calendar, doc, 12)).toEqual({ year: 2028, month: 2 });
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.calendar).toEqual({ year: 2027, month: 1 });
  });

  it('refuses a month that does not exist, the same start and other products', () => {
    const doc = march2027();
    const set = (year: number, month: number, template = calendar, on = doc) =>
      applyCommand(template, on, { type: 'setCalendarStart', year, month });
    expect(set(2027, 13)).toBe(doc);
    expect(set(2027, 0)).toBe(doc);
    expect(set(2027.5, 2)).toBe(doc);
    expect(set(2027, 3)).toBe(doc);
    const book = fixtures.productTemplate.of(1001);
    const bookDoc = createDesignDoc(book);
    expect(set(2027, 3, book, bookDoc)).toBe(bookDoc);
  });

  it('gives a calendar opened without a first month the default one', () => {
    const { calendar: _start, ...old } = createDesignDoc(calendar, november2026);
    expect(createEditorState(calendar, old).history.present.calendar).toBeDefined();
  });
});

describe('the pre-cart check of a calendar', () => {
  it('names each month without a photo, and not its empty slots', () => {
    const issues = checkDesign(calendar, march2027());
    const months = issues.filter((issue) => issue.kind === 'emptyMonth');
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ pageIndex: 1, year: 2027, month: 3 });
    expect(months.at(-1)).toMatchObject({ pageIndex: 12, year: 2028, month: 2 });
    expect(issues.filter((issue) => issue.pageIndex > 0 && issue.kind === 'emptySlot')).toEqual([]);
    expect(issues.filter((issue) => issue.pageIndex > 0 && issue.kind === 'emptyPage')).toEqual([]);
  });

  it('stops naming a month once it has a photo', () => {
    const doc = march2027();
    const page = defined(doc.pages[2]);
    const slot = defined(pagePhotoSlots(calendar, page)[0]);
    const withPhoto = applyCommand(calendar, doc, {
      type: 'placePhoto',
      pageIndex: 2,
      slotId: slot.id,
      photo: beach,
    });
    const months = checkDesign(calendar, withPhoto).filter((issue) => issue.kind === 'emptyMonth');
    expect(months).toHaveLength(11);
    expect(months.some((issue) => issue.pageIndex === 2)).toBe(false);
    expect(coverPlacement(slot, beach).photo.url).toBe(beach.url);
  });
});

describe('saving a calendar', () => {
  it('keeps its first month through the product API’s document', () => {
    const saved = toApiDocument(calendar, march2027());
    expect(saved.calendar).toEqual({ start_year: 2027, start_month: 3 });
    expect(designDocumentSchema.parse(saved)).toEqual(saved);
    expect(fromApiDocument(calendar, saved).calendar).toEqual({ year: 2027, month: 3 });
  });

  it('is refused with a month that does not exist', () => {
    const saved = toApiDocument(calendar, march2027());
    expect(
      designDocumentSchema.safeParse({ ...saved, calendar: { start_year: 2027, start_month: 13 } })
        .success,
    ).toBe(false);
  });
});

describe('drawing a calendar’s dates', () => {
  it('keeps every layout’s photos above the month’s grid and the cover’s year', () => {
    for (const [templateIndex, page] of calendar.pages.entries()) {
      const area = defined(page.calendar_area);
      for (const layout of pageLayouts)
        for (const slot of photoSlotsOf(calendar, templateIndex, layout))
          expect(slot.y + slot.height).toBeLessThanOrEqual(area.y_mm);
    }
  });

  it('draws the month’s title, its weekdays and each day, the holidays in the accent colour', () => {
    const doc = { ...march2027(), calendar: { year: 2027, month: 7 } };
    const texts = calendarTextsOfPage(calendar, doc, 1, {
      locale: 'fr-FR',
      holidays: [{ date: '2027-07-14', name: 'Fête nationale' }],
      ink,
    });
    const area = defined(calendar.pages[1]?.calendar_area);
    expect(texts[0]?.text).toBe('JUILLET 2027');
    expect(texts.slice(1, 8).map((text) => text.text)).toEqual([
      'lun',
      'mar',
      'mer',
      'jeu',
      'ven',
      'sam',
      'dim',
    ]);
    const dayTexts = texts.slice(8);
    expect(dayTexts.map((text) => text.text)).toEqual(
      Array.from({ length: 31 }, (_, at) => String(at + 1)),
    );
    expect(dayTexts.find((text) => text.text === '14')?.color).toBe(ink.holiday);
    expect(dayTexts.find((text) => text.text === '13')?.color).toBe(ink.text);
    // Sunday 4 July is a weekend day.
    expect(dayTexts.find((text) => text.text === '4')?.color).toBe(ink.weekend);
    for (const text of texts) {
      expect(text.x).toBeGreaterThanOrEqual(area.x_mm - 0.001);
      expect(text.y + text.height).toBeLessThanOrEqual(area.y_mm + area.height_mm + 0.001);
    }
  });

  it('prints the year on the cover, or both years when the calendar starts after January', () => {
    const site = { locale: 'es-ES', holidays: [], ink };
    expect(calendarTextsOfPage(calendar, march2027(), 0, site).map((text) => text.text)).toEqual([
      '2027–2028',
    ]);
    const january = { ...march2027(), calendar: { year: 2027, month: 1 } };
    expect(calendarTextsOfPage(calendar, january, 0, site).map((text) => text.text)).toEqual([
      '2027',
    ]);
  });
});
