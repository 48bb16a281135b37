import { calendarAreaOf, calendarYears, monthOfPage } from './calendar.ts';
import { monthGrid, type Holiday, type MonthGrid } from './monthGrid.ts';
import type { DesignDoc, Rect, Template } from './types.ts';

/**
 * One text of a calendar's dates as it prints: a box on the page in millimetres, its text
 * centred in it. The editor's canvas, the page thumbnails and the cart's picture all draw these.
 */
export interface CalendarText extends Rect {
  text: string;
  fontSizePt: number;
  bold: boolean;
  color: string;
  align: 'left' | 'center';
}

/** The ink of the dates: days, weekends, and the public holidays in the brand's accent colour. */
export interface CalendarInk {
  text: string;
  weekend: string;
  holiday: string;
}

/** The dates' typeface: one of the editor's fonts, with figures of even width. */
export const calendarFont = 'Montserrat';

const pointsPerMm = 72 / 25.4;

/** The largest size, in points, at which a line fills this share of its box's height. */
const fitting = (height: number, share: number) =>
  Math.round(height * share * pointsPerMm * 10) / 10;

/** The fewest rows the day grid is spaced for, so a short February does not stretch. */
const minRows = 5;

/**
 * A month's grid laid out in its area: the title (month and year) on top, the weekdays under it,
 * then a row per week with each day under its weekday.
 */
function monthGridTexts(grid: MonthGrid, area: Rect, ink: CalendarInk): CalendarText[] {
  const titleHeight = area.height * 0.16;
  const headerHeight = area.height * 0.1;
  const rowHeight =
    (area.height - titleHeight - headerHeight) / Math.max(minRows, grid.weeks.length);
  const columnWidth = area.width / 7;
  const title: CalendarText = {
    x: area.x,
    y: area.y,
    width: area.width,
    height: titleHeight,
    text: grid.title.toLocaleUpperCase(),
    fontSizePt: fitting(titleHeight, 0.6),
    bold: true,
    color: ink.text,
    align: 'left',
  };
  const header = grid.weekdays.map((weekday, column): CalendarText => ({
    x: area.x + column * columnWidth,
    y: area.y + titleHeight,
    width: columnWidth,
    height: headerHeight,
    text: weekday.short,
    fontSizePt: fitting(headerHeight, 0.45),
    bold: true,
    color: ink.weekend,
    align: 'center',
  }));
  const days = grid.weeks.flatMap((week, row) =>
    week.flatMap((day, column): CalendarText[] => {
      if (!day) return [];
      const holiday = day.holidays.length > 0;
      return [
        {
          x: area.x + column * columnWidth,
          y: area.y + titleHeight + headerHeight + row * rowHeight,
          width: columnWidth,
          height: rowHeight,
          text: String(day.day),
          fontSizePt: fitting(rowHeight, 0.45),
          bold: holiday,
          color: holiday ? ink.holiday : day.weekend ? ink.weekend : ink.text,
          align: 'center',
        },
      ];
    }),
  );
  return [title, ...header, ...days];
}

/** The cover's year, or both years (`2027–2028`) when the calendar starts after January. */
function yearTexts(years: readonly number[], area: Rect, ink: CalendarInk): CalendarText[] {
  return [
    {
      ...area,
      text: years.join('–'),
      fontSizePt: fitting(area.height, 0.7),
      bold: true,
      color: ink.text,
      align: 'center',
    },
  ];
}

/** What a page needs to draw its dates: the site's language and the country's holidays. */
export interface CalendarSite {
  locale: string;
  holidays: readonly Holiday[];
  ink: CalendarInk;
}

/** The month grid of the page at `pageIndex`, or undefined when it is no month page. */
export function pageMonthGrid(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
  site: Pick<CalendarSite, 'locale' | 'holidays'>,
): MonthGrid | undefined {
  const month = monthOfPage(template, doc, pageIndex);
  return month ? monthGrid(month, site.locale, site.holidays) : undefined;
}

/** The calendar's dates on the page at `pageIndex`: its month's grid, the cover's year, or nothing. */
export function calendarTextsOfPage(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
  site: CalendarSite,
): CalendarText[] {
  const page = doc.pages[pageIndex];
  const area = page ? calendarAreaOf(template, page.templateIndex) : undefined;
  if (!area || !doc.calendar) return [];
  const box = { x: area.x_mm, y: area.y_mm, width: area.width_mm, height: area.height_mm };
  if (area.shows === 'year') return yearTexts(calendarYears(doc.calendar), box, site.ink);
  const grid = pageMonthGrid(template, doc, pageIndex, site);
  return grid ? monthGridTexts(grid, box, site.ink) : [];
}
