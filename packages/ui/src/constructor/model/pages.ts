import { calendarMonthCount } from './calendar.ts';
import { defaultBackground, type DesignDoc, type DesignPage, type Template } from './types.ts';

/**
 * How a book is made of its template's pages: the cover (and any other page before the first
 * inner page) first, then the inner pages the customer adds, removes and reorders, then the back.
 * A product is a book when its template has inner pages and its page count may vary; any other
 * product shows its template's pages as they are.
 */
interface BookStructure {
  /** Template pages before the inner pages (the cover), in order. */
  leading: readonly number[];
  /** The inner template pages, repeated in turn across the inner pages. */
  inner: readonly number[];
  /** Template pages after the inner pages (the back), in order. */
  trailing: readonly number[];
  /** Inner page limits: `min` to `max` in steps of `step` (one sheet). */
  min: number;
  max: number;
  step: number;
}

function bookStructure(template: Template): BookStructure | null {
  const { min, max, step } = template.page_count;
  // A calendar's pages are its months, whatever its page count says.
  if (template.pages.some((page) => page.calendar_area?.shows === 'month')) return null;
  const innerPositions = template.pages.flatMap((page, position) =>
    page.side === 'inner' ? [position] : [],
  );
  const first = innerPositions[0];
  const last = innerPositions.at(-1);
  if (first === undefined || last === undefined || max <= min) return null;
  const positions = template.pages.map((_, position) => position);
  return {
    leading: positions.slice(0, first),
    inner: innerPositions,
    trailing: positions.slice(last + 1).filter((position) => !innerPositions.includes(position)),
    min,
    max,
    step,
  };
}

/**
 * A calendar's pages: its cover (and any page before the first month page), a page for each
 * month repeating its month template pages, then any back page. The months are fixed: pages
 * are neither added nor removed.
 */
function calendarStructure(template: Template): BookStructure | null {
  const months = template.pages.flatMap((page, position) =>
    page.calendar_area?.shows === 'month' ? [position] : [],
  );
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return null;
  const positions = template.pages.map((_, position) => position);
  return {
    leading: positions.slice(0, first),
    inner: months,
    trailing: positions.slice(last + 1).filter((position) => !months.includes(position)),
    min: calendarMonthCount,
    max: calendarMonthCount,
    step: 1,
  };
}

/** How the design's pages are made: a calendar's months, a book's pages, or null for the template's pages. */
const pageStructure = (template: Template) =>
  calendarStructure(template) ?? bookStructure(template);

function blankPage(template: Template, templateIndex: number, id: string): DesignPage {
  return {
    id,
    index: 0,
    templateIndex,
    side: template.pages[templateIndex]?.side ?? 'inner',
    layout: 'template',
    background: defaultBackground,
    photos: {},
    texts: {},
    freeTexts: [],
    freePhotos: [],
  };
}

const renumber = (pages: readonly DesignPage[]): DesignPage[] =>
  pages.map((page, index) => (page.index === index ? page : { ...page, index }));

/** Ids `page-1`, `page-2`… not yet used in the document. */
function freshIds(pages: readonly DesignPage[], count: number): string[] {
  const highest = Math.max(
    0,
    ...pages.map((page) => Number(/^page-(\d+)$/.exec(page.id)?.[1] ?? 0)),
  );
  return Array.from({ length: count }, (_, offset) => `page-${highest + offset + 1}`);
}

/** The inner template page for the inner page at `innerPosition`. */
const innerTemplateAt = (book: BookStructure, innerPosition: number) =>
  book.inner[innerPosition % book.inner.length] ?? 0;

/**
 * An empty design's pages: a book gets its cover, its fewest inner pages and its back; a calendar
 * its cover and its twelve months.
 */
export function initialPages(template: Template): DesignPage[] {
  const book = pageStructure(template);
  if (!book)
    return renumber(template.pages.map((_, at) => blankPage(template, at, `page-${at + 1}`)));
  const order = [
    ...book.leading,
    ...Array.from({ length: book.min }, (_, at) => innerTemplateAt(book, at)),
    ...book.trailing,
  ];
  return renumber(
    order.map((templateIndex, at) => blankPage(template, templateIndex, `page-${at + 1}`)),
  );
}

/** Inner pages a book may have: from `min` to `max` in steps of `step`. */
function allowedInnerCount(book: BookStructure, count: number): number {
  const steps = Math.ceil(Math.max(0, count - book.min) / book.step);
  const fitted = book.min + steps * book.step;
  return fitted > book.max ? book.max - ((book.max - book.min) % book.step) : fitted;
}

/**
 * A document with the pages its template allows, whatever it was read from (a saved design, a
 * local copy from before books had pages, a newer template): missing ids and template pages are
 * filled in, the cover and back keep their places, and a book's inner pages are padded with blank
 * ones (or cut, past the maximum) to an allowed count.
 */
export function normalizePages(template: Template, doc: DesignDoc): DesignDoc {
  type Loose = Omit<DesignPage, 'id' | 'templateIndex' | 'freePhotos'> & {
    id?: string;
    templateIndex?: number;
    /** Missing in local copies from before free photos. */
    freePhotos?: DesignPage['freePhotos'];
  };
  const loose = doc.pages as readonly Loose[];
  const seen = new Set<string>();
  const withIds = loose.flatMap((page, position): DesignPage[] => {
    const templateIndex = page.templateIndex ?? page.index ?? position;
    if (!template.pages[templateIndex]) return [];
    const id = page.id && !seen.has(page.id) ? page.id : '';
    if (id) seen.add(id);
    return [
      {
        ...page,
        id,
        templateIndex,
        side: template.pages[templateIndex]?.side ?? page.side,
        freePhotos: page.freePhotos ?? [],
      },
    ];
  });
  const unnamed = withIds.filter((page) => !page.id);
  const names = freshIds(withIds, unnamed.length);
  const named = withIds.map((page) => (page.id ? page : { ...page, id: names.shift() ?? '' }));
  const book = pageStructure(template);
  let pages: DesignPage[];
  if (!book) {
    pages = template.pages.map(
      (_, templateIndex) =>
        named.find((page) => page.templateIndex === templateIndex) ??
        blankPage(template, templateIndex, `template-${templateIndex}`),
    );
  } else {
    const used = new Set<DesignPage>();
    const fixed = (templateIndex: number) => {
      const found = named.find((page) => page.templateIndex === templateIndex && !used.has(page));
      if (found) used.add(found);
      return found ?? blankPage(template, templateIndex, `template-${templateIndex}`);
    };
    const leading = book.leading.map(fixed);
    const trailing = book.trailing.map(fixed);
    let inner = named.filter((page) => book.inner.includes(page.templateIndex) && !used.has(page));
    const wanted = allowedInnerCount(book, inner.length);
    if (inner.length > wanted) inner = inner.slice(0, wanted);
    const padding = freshIds(named, wanted - inner.length).map((id, offset) =>
      blankPage(template, innerTemplateAt(book, inner.length + offset), id),
    );
    pages = [...leading, ...inner, ...padding, ...trailing];
  }
  const next = renumber(pages);
  const same =
    next.length === doc.pages.length && next.every((page, index) => page === doc.pages[index]);
  return same ? doc : { ...doc, pages: next };
}

/** Positions of a book's inner pages in the document: `[first, end)`; null for other products. */
export function innerRange(
  template: Template,
  doc: DesignDoc,
): { first: number; end: number } | null {
  const book = bookStructure(template);
  if (!book) return null;
  return { first: book.leading.length, end: doc.pages.length - book.trailing.length };
}

/**
 * A product of one page and no more (a canvas, a mug, a poster): nothing to page through, nothing
 * to add, so the editor shows no page controls for it.
 */
export function hasOnePage(template: Template, doc: DesignDoc): boolean {
  return doc.pages.length <= 1 && bookStructure(template) === null;
}

/** What the page controls may do now: the inner page count and whether a sheet can be added or removed. */
export function pageCountState(template: Template, doc: DesignDoc) {
  const book = bookStructure(template);
  const range = innerRange(template, doc);
  if (!book || !range) return null;
  const count = range.end - range.first;
  return {
    count,
    min: book.min,
    max: book.max,
    step: book.step,
    canAdd: count + book.step <= book.max,
    canRemove: count - book.step >= book.min,
    /** Sheets beyond the fewest pages, which the price adds. */
    extraSheets: Math.max(0, Math.round((count - book.min) / book.step)),
  };
}

/**
 * Inserts a sheet (`step` blank inner pages) after the sheet holding the page at `afterIndex`; on
 * the cover it goes before the first inner page, on the back after the last one. Nothing changes
 * at the maximum.
 */
export function addPages(template: Template, doc: DesignDoc, afterIndex: number): DesignDoc {
  const book = bookStructure(template);
  const range = innerRange(template, doc);
  if (!book || !range) return doc;
  const count = range.end - range.first;
  if (count + book.step > book.max) return doc;
  // After the whole sheet holding the page, so sheets (and spreads) stay together.
  const innerPosition = afterIndex - range.first;
  const at =
    innerPosition < 0
      ? range.first
      : Math.min(range.end, range.first + innerPosition - (innerPosition % book.step) + book.step);
  const added = freshIds(doc.pages, book.step).map((id, offset) =>
    blankPage(template, innerTemplateAt(book, at - range.first + offset), id),
  );
  return { ...doc, pages: renumber([...doc.pages.slice(0, at), ...added, ...doc.pages.slice(at)]) };
}

/**
 * Removes the sheet (`step` inner pages, counted from the first inner page) that holds the page at
 * `pageIndex`, photos and texts included (undo brings them back). Nothing changes at the minimum
 * or for the cover and the back.
 */
export function removePages(template: Template, doc: DesignDoc, pageIndex: number): DesignDoc {
  const book = bookStructure(template);
  const range = innerRange(template, doc);
  if (!book || !range || pageIndex < range.first || pageIndex >= range.end) return doc;
  const count = range.end - range.first;
  if (count - book.step < book.min) return doc;
  const innerPosition = pageIndex - range.first;
  const start = range.first + innerPosition - (innerPosition % book.step);
  const end = Math.min(range.end, start + book.step);
  return { ...doc, pages: renumber([...doc.pages.slice(0, start), ...doc.pages.slice(end)]) };
}

/** Moves an inner page to another inner position; the cover and the back stay where they are. */
export function movePage(template: Template, doc: DesignDoc, from: number, to: number): DesignDoc {
  const range = innerRange(template, doc);
  if (!range || from === to) return doc;
  const inside = (position: number) => position >= range.first && position < range.end;
  if (!inside(from) || !inside(to)) return doc;
  const pages = [...doc.pages];
  const [moving] = pages.splice(from, 1);
  if (!moving) return doc;
  pages.splice(to, 0, moving);
  return { ...doc, pages: renumber(pages) };
}

/**
 * The book as it lies open: the cover alone, then the inner pages two by two (left and right),
 * then the back alone. Other products show each page on its own. Each spread lists page positions.
 */
export function spreadsOf(template: Template, doc: DesignDoc): number[][] {
  const range = innerRange(template, doc);
  const positions = doc.pages.map((page) => page.index);
  if (!range) return positions.map((position) => [position]);
  const inner = positions.slice(range.first, range.end);
  const pairs = Array.from({ length: Math.ceil(inner.length / 2) }, (_, at) =>
    inner.slice(at * 2, at * 2 + 2),
  );
  return [
    ...positions.slice(0, range.first).map((position) => [position]),
    ...pairs,
    ...positions.slice(range.end).map((position) => [position]),
  ];
}

/** The spread (its position among the spreads) that shows the page at `pageIndex`. */
export function spreadOfPage(spreads: readonly (readonly number[])[], pageIndex: number): number {
  return Math.max(
    0,
    spreads.findIndex((spread) => spread.includes(pageIndex)),
  );
}

/**
 * How the product is made, as its template says; a template that does not say is a book when it
 * has inner pages to add, otherwise a flat sheet.
 */
export function productFormOf(template: Template): NonNullable<Template['form']> {
  return template.form ?? (bookStructure(template) ? 'book' : 'sheet');
}

/** What a canvas shows round its frame: the photo's edge mirrored unless the customer chose. */
export const canvasEdgeOf = (doc: DesignDoc) => doc.canvasEdge ?? 'mirror';
