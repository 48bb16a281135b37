import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { holidayQuery } from '../data/holidays.ts';
import {
  calendarFont,
  calendarMonths,
  calendarTextsOfPage,
  isCalendar,
  pageMonthGrid,
  type CalendarSite,
  type CalendarText,
  type DesignDoc,
  type MonthGrid,
  type Template,
} from '../model/index.ts';
import { canvasFontFamily, loadTextFace } from './fonts.ts';
import type { CanvasColors } from './themeColors.ts';

/** A calendar's dates for each page, in the site's language with its country's holidays. */
export interface CalendarDrawing {
  /** The dates printed on the page at this position; none on other products' pages. */
  textsOf: (pageIndex: number) => readonly CalendarText[];
  /** The month of a month page, as a grid (names, days, holidays); undefined on other pages. */
  gridOf: (pageIndex: number) => MonthGrid | undefined;
}

const noCalendar: CalendarDrawing = { textsOf: () => [], gridOf: () => undefined };

export const CalendarDrawingContext = createContext<CalendarDrawing>(noCalendar);

/** The calendar's dates of the design open in the editor. */
export const useCalendarDrawingOf = () => useContext(CalendarDrawingContext);

/**
 * What a page's canvas adds to its name: the month it prints and its weekdays in the order the
 * grid shows them (` – March 2027: Monday, Tuesday…`); nothing on other pages.
 */
export function useMonthLabel(): (pageIndex: number) => string {
  const { gridOf } = useCalendarDrawingOf();
  return (pageIndex) => {
    const grid = gridOf(pageIndex);
    return grid ? ` – ${grid.title}: ${grid.weekdays.map((day) => day.long).join(', ')}` : '';
  };
}

/** Ink of the dates: the paper's dark text and grey weekends, the brand's accent for holidays. */
const inkOf = (colors: CanvasColors) => ({
  text: '#1b1b1b',
  weekend: '#5f6670',
  holiday: colors.accent,
});

/**
 * The dates of a calendar for the site being shopped: month and weekday names in its language,
 * weeks from its first weekday, and its country's public holidays once they have loaded.
 */
export function useCalendarDrawing(
  template: Template,
  doc: DesignDoc,
  colors: CanvasColors,
): CalendarDrawing {
  const { locale, language, country } = useCountrySite();
  const calendar = isCalendar(template) ? doc.calendar : undefined;
  const years = calendar ? [...new Set(calendarMonths(calendar).map((month) => month.year))] : [];
  const holidays = useQuery(holidayQuery(country, language, years)).data;
  return useMemo(() => {
    if (!calendar) return noCalendar;
    const site: CalendarSite = { locale, holidays: holidays ?? [], ink: inkOf(colors) };
    return {
      textsOf: (pageIndex) => calendarTextsOfPage(template, doc, pageIndex, site),
      gridOf: (pageIndex) => pageMonthGrid(template, doc, pageIndex, site),
    };
  }, [calendar, colors, doc, holidays, locale, template]);
}

const mmPerPoint = 25.4 / 72;

/** A calendar text as Konva draws it, `scale` pixels a millimetre. */
export const calendarTextAttrs = (item: CalendarText, scale: number) => ({
  x: item.x * scale,
  y: item.y * scale,
  width: item.width * scale,
  height: item.height * scale,
  text: item.text,
  fontFamily: canvasFontFamily(calendarFont),
  fontStyle: item.bold ? 'bold' : 'normal',
  fontSize: item.fontSizePt * mmPerPoint * scale,
  fill: item.color,
  align: item.align,
  verticalAlign: 'middle',
  wrap: 'none',
});

/** Loads the faces and letters the dates need before a canvas draws them. */
export function loadCalendarFaces(texts: readonly CalendarText[]): Promise<void> {
  const letters = (bold: boolean) =>
    texts
      .filter((item) => item.bold === bold)
      .map((item) => item.text)
      .join('');
  return Promise.all([
    loadTextFace({ fontFamily: calendarFont }, letters(false)),
    loadTextFace({ fontFamily: calendarFont, bold: true }, letters(true)),
  ]).then(() => undefined);
}
