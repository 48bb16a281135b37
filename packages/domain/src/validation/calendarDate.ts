import { calendarDateOf, type CalendarDate } from '../format/calendarDateOf.ts';
import { z } from 'zod/mini';
import { adultAge } from '../constants.ts';

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

export const dateStringSchema = z
  .string()
  .check(z.refine(isDateString, { message: 'validation.date' }));

/**
 * Completed years between a birthdate and a day. Someone born on 29 February has a birthday on
 * 1 March in common years (the day after 28 February), as most civil codes count it.
 */
export function ageOn(birthdate: CalendarDate, today: CalendarDate): number {
  const years = today.year - birthdate.year;
  const hadBirthday =
    today.month > birthdate.month ||
    (today.month === birthdate.month && today.day >= birthdate.day);
  return hadBirthday ? years : years - 1;
}

export interface AdultCheckOptions {
  /** The clock; injected so tests and the server can fix "now". */
  readonly now?: () => Date;
  /** IANA zone in which "today" is taken; default the runtime's zone. */
  readonly timeZone?: string;
}

/** True when a `yyyy-m-d` birthdate makes the person 18 or older today; false for invalid dates. */
export function isAdult(
  birthdate: string,
  { now = () => new Date(), timeZone }: AdultCheckOptions = {},
): boolean {
  const parsed = parseDateString(birthdate);
  if (!parsed) return false;
  return ageOn(parsed, calendarDateOf(now(), timeZone)) >= adultAge;
}

/** A birthdate string of an adult; the clock is read when validating, not when the schema is built. */
export function adultBirthdateSchema(options: AdultCheckOptions = {}) {
  return dateStringSchema.check(
    z.refine((value) => isAdult(value, options), { message: 'validation.adult' }),
  );
}
