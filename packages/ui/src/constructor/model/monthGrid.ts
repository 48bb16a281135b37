import type { CalendarMonth } from './calendar.ts';

/** A public holiday of the site's country: its day (`YYYY-MM-DD`) and its name in the site's language. */
export interface Holiday {
  date: string;
  name: string;
}

export interface CalendarDay {
  day: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  weekend: boolean;
  /** The public holidays on this day, in the site's language; none on a working day. */
  holidays: readonly string[];
}

/** One month as a calendar prints it, in the site's language. */
export interface MonthGrid extends CalendarMonth {
  /** The month's name as it stands alone (`mars`, `marzec`, `März`). */
  monthName: string;
  /** The month and year as the page's title and name (`mars 2027`). */
  title: string;
  /** The days of the week from the locale's first day: short for the grid, long for reading. */
  weekdays: readonly { weekday: number; short: string; long: string }[];
  /** Weeks as rows of seven, from the first day of the week; days of other months are null. */
  weeks: readonly (readonly (CalendarDay | null)[])[];
  /** Days in the month: 28 to 31. */
  length: number;
}

/** Regions whose weeks start on Sunday (CLDR), for browsers without `Intl.Locale` week data. */
const sundayFirstRegions = new Set(['PT', 'US', 'CA', 'MX', 'BR', 'JP', 'IL', 'AU', 'ZA']);

interface WeekInfo {
  firstDay: number;
  weekend: readonly number[];
}

/**
 * The locale's first day of the week and weekend (ISO weekdays), from `Intl.Locale` where the
 * browser knows them (`getWeekInfo()`, or the older `weekInfo`); else Monday, Saturday and Sunday,
 * as in the shop's European countries, Sunday first where CLDR says so.
 */
export function weekInfoOf(locale: string): WeekInfo {
  const tag = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = tag.getWeekInfo?.() ?? tag.weekInfo;
  if (info) return { firstDay: info.firstDay, weekend: info.weekend };
  const region = tag.maximize().region ?? '';
  return { firstDay: sundayFirstRegions.has(region) ? 7 : 1, weekend: [6, 7] };
}

const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/** Days in a month (February has 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  return utcDay(year, month + 1, 0).getUTCDate();
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Formatters by locale and options: making one is slow, and every page draws its month often. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatDate(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A month's name and year as a calendar page is called (`mars 2027`, `marzo 2027`): the name as
 * it stands alone (`marzec`, not `marca`), then the year.
 */
export function monthTitle({ year, month }: CalendarMonth, locale: string): string {
  return `${formatDate(locale, { month: 'long' }, utcDay(year, month, 1))} ${year}`;
}

/** Names of the month and the weekdays in the site's language, as `Intl` writes them. */
function monthNames(locale: string, { year, month }: CalendarMonth, firstDay: number) {
  const format = (options: Intl.DateTimeFormatOptions, date: Date) =>
    formatDate(locale, options, date);
  const monthName = format({ month: 'long' }, utcDay(year, month, 1));
  // 2024-01-01 was a Monday: ISO weekday n falls on January n.
  const weekdays = Array.from({ length: 7 }, (_, offset) => {
    const weekday = ((firstDay - 1 + offset) % 7) + 1;
    const date = utcDay(2024, 1, weekday);
    return {
      weekday,
      short: format({ weekday: 'short' }, date).replace(/\.$/, ''),
      long: format({ weekday: 'long' }, date),
    };
  });
  return { monthName, title: monthTitle({ year, month }, locale), weekdays };
}

/**
 * The grid of a month for the site (`locale`, e.g. `fr-FR`): names from `Intl.DateTimeFormat`,
 * weeks from the locale's first day, and the given public holidays of its country marked.
 */
export function monthGrid(
  month: CalendarMonth,
  locale: string,
  holidays: readonly Holiday[] = [],
): MonthGrid {
  const { firstDay, weekend } = weekInfoOf(locale);
  const length = daysInMonth(month.year, month.month);
  const leading = (isoWeekday(utcDay(month.year, month.month, 1)) - firstDay + 7) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day += 1) {
    const weekday = isoWeekday(utcDay(month.year, month.month, day));
    const date = isoDate(month.year, month.month, day);
    cells.push({
      day,
      weekday,
      weekend: weekend.includes(weekday),
      holidays: holidays.filter((holiday) => holiday.date === date).map((holiday) => holiday.name),
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, row) =>
    cells.slice(row * 7, row * 7 + 7),
  );
  return { ...month, ...monthNames(locale, month, firstDay), weeks, length };
}

/** The holidays of a month grid, day by day, for a caption or a screen reader. */
export function holidaysOf(grid: MonthGrid): { day: number; names: readonly string[] }[] {
  return grid.weeks
    .flat()
    .flatMap((day) =>
      day && day.holidays.length > 0 ? [{ day: day.day, names: day.holidays }] : [],
    );
}
