// Without zod, so the browser can read a form's date without loading a schema library.
import type { CalendarDate } from '../format/calendarDateOf.ts';

/** yyyy-m-d: four-digit year, month and day with one or two digits. */
const dateStringPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses `yyyy-m-d` into a real calendar date (no 2023-2-29, no 2024-4-31); undefined otherwise. */
export function parseDateString(value: string): CalendarDate | undefined {
  const match = dateStringPattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  return { year, month, day };
}

export function isDateString(value: string): boolean {
  return parseDateString(value) !== undefined;
}
