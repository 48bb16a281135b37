import type { DateFilter } from '@shop/domain';

const day = 86_400_000;

/** Whether a moment falls in an account list's period filter, counted back from `now`. */
export function inPeriod(at: string, filter: DateFilter, now = new Date()): boolean {
  const time = Date.parse(at);
  const year = now.getUTCFullYear();
  switch (filter) {
    case 'without':
      return true;
    case 'thirty_days':
      return time >= now.getTime() - 30 * day;
    case 'three_months':
      return time >= now.getTime() - 91 * day;
    case 'this_year':
      return new Date(time).getUTCFullYear() === year;
    case 'last_year':
      return new Date(time).getUTCFullYear() === year - 1;
  }
}
