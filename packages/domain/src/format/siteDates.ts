import type { CountrySite } from '../countrySites.ts';
import { dateTimeFormat } from './intl.ts';

/** What dates need of a country site: its locale (the order of day, month and year) and its time zone. */
export type DateSite = Pick<CountrySite, 'locale' | 'timeZone'>;

/** A moment the API sends (ISO 8601 with offset) or one the page holds. */
type Instant = string | Date;

/** The shop's date styles; the locale decides the order ("29 Oct 2026" on en-IE, "29.10.2026" on de-CH). */
const styles = {
  /** Lists and tables: an order's, an invoice's, a ticket's day. */
  day: { dateStyle: 'medium' },
  /** A date in running text or a heading: "placed on 29 October 2026". */
  longDay: { dateStyle: 'long' },
  /** Events of the same day told apart: tracking events, ticket messages. */
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A short window of days: delivery estimates ("24–26 Nov"). */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar day of the API (`yyyy-mm-dd`) at noon UTC: the same day in every time zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * Every date the shop shows, in one place, keyed by the country site: instants in the site's
 * locale and time zone (the server and every browser render the same day, or hydration would
 * find a different text); calendar days (a delivery date) as the day they name.
 */
export function siteDates(site: DateSite) {
  const instant = (style: keyof typeof styles) => (value: Instant) =>
    dateTimeFormat(site.locale, { ...styles[style], timeZone: site.timeZone }).format(
      new Date(value),
    );
  const calendar = (style: keyof typeof styles) =>
    dateTimeFormat(site.locale, { ...styles[style], timeZone: 'UTC' });
  return {
    day: instant('day'),
    longDay: instant('longDay'),
    dayTime: instant('dayTime'),
    /** A calendar day in full: "3 November 2026". */
    calendarDay: (day: string) => calendar('longDay').format(noonOf(day)),
    /** Days between two calendar days: "24–26 Nov". */
    calendarRange: (from: string, to: string) =>
      calendar('dayMonth').formatRange(noonOf(from), noonOf(to)),
  };
}
