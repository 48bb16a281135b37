// Kept apart from the date validators, whose zod schemas would come along into every page that
// only wants today's date (the footer's copyright year).
import { dateTimeFormat } from './intl.ts';

/** A date without time or zone: the way birthdates and order dates are compared. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The calendar date of an instant in a time zone (default: the runtime's zone), so "today" is the
 * customer's today rather than UTC's.
 */
export function calendarDateOf(instant: Date, timeZone?: string): CalendarDate {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
