import { queryOptions } from '@tanstack/react-query';
import type { Holiday } from '../model/index.ts';

/**
 * The public holidays of a country in the given years, named in the site's language (or the
 * country's own where the data has no name in it). `date-holidays` carries the rules and names of
 * every country it knows (about 230 KB gzipped), so it loads on its own (`holidayRules.ts`), once,
 * when a calendar opens: it is never part of the editor's chunk.
 */
export async function loadHolidays(
  country: string,
  language: string,
  years: readonly number[],
): Promise<Holiday[]> {
  const { Holidays } = await import('./holidayRules.ts');
  const rules = new Holidays(country, { languages: [language], types: ['public'] });
  return years.flatMap((year) =>
    rules
      .getHolidays(year, language)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name })),
  );
}

/** A calendar's holidays as a query: loaded once per country, language and years. */
export const holidayQuery = (country: string, language: string, years: readonly number[]) =>
  queryOptions({
    queryKey: ['constructor', 'holidays', country, language, years],
    queryFn: () => loadHolidays(country, language, years),
    staleTime: Infinity,
    enabled: years.length > 0,
  });
