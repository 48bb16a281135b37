import type { CalendarStart, DesignDoc, Template } from './types.ts';

/** A month of the calendar. */
export type CalendarMonth = CalendarStart;

/** A wall calendar's month pages: one year from its first month. */
export const calendarMonthCount = 12;

/** The years a customer may start a calendar in: this year and the next two. */
export const calendarYearsAhead = 2;

/** The template page's calendar content: a month grid, the year, or nothing. */
export function calendarAreaOf(template: Template, templateIndex: number) {
  return template.pages[templateIndex]?.calendar_area;
}

/** A calendar is a template with month pages. */
export function isCalendar(template: Template): boolean {
  return template.pages.some((page) => page.calendar_area?.shows === 'month');
}

/**
 * The first month a new calendar shows: from September on, January of the coming year (the
 * calendar for the year ahead, as most are bought in autumn); earlier in the year, the coming
 * month, so the twelve months ahead are the ones that hang on the wall.
 */
export function defaultCalendarStart(today: Date): CalendarStart {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  if (month >= 9) return { year: year + 1, month: 1 };
  return { year, month: month + 1 };
}

/** The month `offset` months after `start`. */
export function monthAfter(start: CalendarStart, offset: number): CalendarMonth {
  const zeroBased = start.month - 1 + offset;
  return {
    year: start.year + Math.floor(zeroBased / 12),
    month: (((zeroBased % 12) + 12) % 12) + 1,
  };
}

/** The calendar's months in order, from its start. */
export function calendarMonths(start: CalendarStart): CalendarMonth[] {
  return Array.from({ length: calendarMonthCount }, (_, offset) => monthAfter(start, offset));
}

/** The years the calendar covers: one, or two when it starts after January. */
export function calendarYears(start: CalendarStart): number[] {
  const last = monthAfter(start, calendarMonthCount - 1);
  return last.year === start.year ? [start.year] : [start.year, last.year];
}

/**
 * The month printed on the page at `pageIndex`: the page's place among the month pages, counted
 * from the calendar's start. Undefined for the cover, a back page and other products.
 */
export function monthOfPage(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
): CalendarMonth | undefined {
  const start = doc.calendar;
  const page = doc.pages[pageIndex];
  if (!start || !page || calendarAreaOf(template, page.templateIndex)?.shows !== 'month')
    return undefined;
  const position = doc.pages
    .slice(0, pageIndex)
    .filter((earlier) => calendarAreaOf(template, earlier.templateIndex)?.shows === 'month').length;
  return monthAfter(start, position);
}

/** The document with a calendar's first month, when the template is a calendar that has none. */
export function withCalendarStart(template: Template, doc: DesignDoc, today: Date): DesignDoc {
  if (doc.calendar || !isCalendar(template)) return doc;
  return { ...doc, calendar: defaultCalendarStart(today) };
}

/** A start the document can take: a real month, a year a calendar can be printed for. */
export function isCalendarStart(start: CalendarStart): boolean {
  return (
    Number.isInteger(start.year) &&
    Number.isInteger(start.month) &&
    start.month >= 1 &&
    start.month <= 12 &&
    start.year >= 2000 &&
    start.year <= 2100
  );
}
