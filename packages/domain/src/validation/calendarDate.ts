import { calendarDateOf, type CalendarDate } from '../format/calendarDateOf.ts';
import { z } from 'zod/mini';
import { adultAge } from '../constants.ts';
import { isDateString, parseDateString } from './dateString.ts';

export { daysInMonth, isDateString, isLeapYear, parseDateString } from './dateString.ts';

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
