import { daysPerMonth, daysPerYear } from '../constants.ts';
import { cachedFormatter } from './intlCache.ts';

export interface RelativeTime {
  /** Negative in the past, positive in the future; whole units, truncated towards zero. */
  readonly value: number;
  readonly unit: Intl.RelativeTimeFormatUnit &
    ('second' | 'minute' | 'hour' | 'day' | 'month' | 'year');
}

const secondMs = 1000;
const minuteMs = 60 * secondMs;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const monthMs = daysPerMonth * dayMs;
const yearMs = daysPerYear * dayMs;

/**
 * The largest unit that fits the distance between two instants, with 365-day years and 30-day months
 * (so 364 days is 12 months, 365 days is 1 year).
 */
export function relativeTimeBetween(then: Date, now: Date): RelativeTime {
  const difference = then.getTime() - now.getTime();
  const distance = Math.abs(difference);
  const sign = difference < 0 ? -1 : 1;
  const [unit, size] =
    distance >= yearMs
      ? (['year', yearMs] as const)
      : distance >= monthMs
        ? (['month', monthMs] as const)
        : distance >= dayMs
          ? (['day', dayMs] as const)
          : distance >= hourMs
            ? (['hour', hourMs] as const)
            : distance >= minuteMs
              ? (['minute', minuteMs] as const)
              : (['second', secondMs] as const);
  // `+ 0` turns -0 into 0 so "now" is never "-0 seconds".
  return { value: sign * Math.floor(distance / size) + 0, unit };
}

/** "3 days ago", "in 2 months", "yesterday"… in the locale, through Intl.RelativeTimeFormat. */
export function formatRelativeTime(then: Date, now: Date, locale: string): string {
  const { value, unit } = relativeTimeBetween(then, now);
  return cachedFormatter(
    `relativeTime|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  ).format(value, unit);
}
