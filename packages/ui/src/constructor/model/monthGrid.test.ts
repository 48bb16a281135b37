import { countrySites } from '@shop/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMonths, calendarYears, defaultCalendarStart, monthAfter } from './calendar.ts';
import { daysInMonth, holidaysOf, monthGrid, monthTitle, weekInfoOf } from './monthGrid.ts';

/** Every country site's locale once (es-ES is a site of both brands). */
const siteLocales = [...new Set(countrySites.map((site) => site.locale))];

const days = (grid: ReturnType<typeof monthGrid>) =>
  grid.weeks.flat().flatMap((day) => (day ? [day.day] : []));

describe('month grids for every country site', () => {
  it('covers the shop’s fourteen languages', () => {
    const languages = new Set(siteLocales.map((locale) => locale.split('-')[0]));
    expect([...languages].sort()).toEqual(
      ['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sk', 'sv'].sort(),
    );
  });

  it.each(siteLocales)('%s: names from Intl, weeks from the locale’s first day', (locale) => {
    const grid = monthGrid({ year: 2027, month: 3 }, locale);
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2027, 2, 1),
    );
    expect(grid.monthName).toBe(monthName);
    expect(grid.title).toBe(`${monthName} 2027`);
    expect(grid.weekdays).toHaveLength(7);
    expect(new Set(grid.weekdays.map((weekday) => weekday.long)).size).toBe(7);
    expect(grid.weekdays[0]?.weekday).toBe(weekInfoOf(locale).firstDay);
    // 1 March 2027 is a Monday: the first row starts with it on a Monday-first site.
    const firstRow = grid.weeks[0] ?? [];
    expect(firstRow.findIndex((day) => day?.day === 1)).toBe(
      (1 - weekInfoOf(locale).firstDay + 7) % 7,
    );
    expect(days(grid)).toEqual(Array.from({ length: 31 }, (_, at) => at + 1));
  });

  it('starts the week on Monday on the EU sites, on Sunday where CLDR says so (Portugal)', () => {
    const mondayFirst = siteLocales.filter((locale) => locale !== 'pt-PT');
    expect(mondayFirst.map((locale) => [locale, weekInfoOf(locale).firstDay])).toEqual(
      mondayFirst.map((locale) => [locale, 1]),
    );
    expect(weekInfoOf('pt-PT').firstDay).toBe(7);
    expect(weekInfoOf('en-US').firstDay).toBe(7);
    expect(weekInfoOf('fr-FR').firstDay).toBe(1);
  });

  it('names the month and the weekdays in French: mars, lundi first', () => {
    const grid = monthGrid({ year: 2027, month: 3 }, 'fr-FR');
    expect(grid.title).toBe('mars 2027');
    expect(grid.weekdays.map((weekday) => weekday.long)).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    expect(grid.weekdays[0]?.short).toBe('lun');
  });

  it('writes the month as it stands alone, not in a date’s case', () => {
    expect(monthTitle({ year: 2027, month: 3 }, 'pl-PL')).toBe('marzec 2027');
    expect(monthTitle({ year: 2027, month: 3 }, 'cs-CZ')).toBe('březen 2027');
    expect(monthTitle({ year: 2027, month: 3 }, 'es-ES')).toBe('marzo 2027');
    expect(monthTitle({ year: 2027, month: 3 }, 'de-DE')).toBe('März 2027');
  });

  it('puts Sunday first for a Sunday-first locale', () => {
    const grid = monthGrid({ year: 2027, month: 3 }, 'en-US');
    expect(grid.weekdays[0]?.long).toBe('Sunday');
    // Monday 1 March sits in the second column.
    expect(grid.weeks[0]?.[1]?.day).toBe(1);
  });
});

describe('leap years and the calendar’s months', () => {
  it('gives February 29 days in leap years only', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(days(monthGrid({ year: 2028, month: 2 }, 'de-DE')).at(-1)).toBe(29);
  });

  it('runs from a start in March 2027 to February 2028', () => {
    const months = calendarMonths({ year: 2027, month: 3 });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2027, month: 3 });
    expect(months[9]).toEqual({ year: 2027, month: 12 });
    expect(months[10]).toEqual({ year: 2028, month: 1 });
    expect(months.at(-1)).toEqual({ year: 2028, month: 2 });
    expect(calendarYears({ year: 2027, month: 3 })).toEqual([2027, 2028]);
    expect(calendarYears({ year: 2027, month: 1 })).toEqual([2027]);
  });

  it('starts a new calendar in January of the coming year from September, else the coming month', () => {
    expect(defaultCalendarStart(new Date(2026, 10, 29))).toEqual({ year: 2027, month: 1 });
    expect(defaultCalendarStart(new Date(2026, 8, 1))).toEqual({ year: 2027, month: 1 });
    expect(defaultCalendarStart(new Date(2026, 2, 10))).toEqual({ year: 2026, month: 4 });
    expect(defaultCalendarStart(new Date(2026, 7, 31))).toEqual({ year: 2026, month: 9 });
  });

  it('counts months forward and back across years', () => {
    expect(monthAfter({ year: 2027, month: 11 }, 3)).toEqual({ year: 2028, month: 2 });
    expect(monthAfter({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('lays out every month of every year with 28 to 31 days, 4 to 6 weeks, each day once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...siteLocales, 'en-US'),
        (year, month, locale) => {
          const grid = monthGrid({ year, month }, locale);
          expect(grid.length).toBeGreaterThanOrEqual(28);
          expect(grid.length).toBeLessThanOrEqual(31);
          expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
          expect(grid.weeks.length).toBeLessThanOrEqual(6);
          expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
          expect(days(grid)).toEqual(Array.from({ length: grid.length }, (_, at) => at + 1));
          // Each day sits under its own weekday.
          grid.weeks.forEach((week) =>
            week.forEach((day, column) => {
              if (day) expect(day.weekday).toBe(grid.weekdays[column]?.weekday);
            }),
          );
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('holidays on the grid', () => {
  it('marks the given holidays on their days and leaves the others working days', () => {
    const grid = monthGrid({ year: 2027, month: 7 }, 'fr-FR', [
      { date: '2027-07-14', name: 'Fête nationale' },
      { date: '2027-08-15', name: 'Assomption' },
    ]);
    const fourteenth = grid.weeks.flat().find((day) => day?.day === 14);
    expect(fourteenth?.holidays).toEqual(['Fête nationale']);
    expect(holidaysOf(grid)).toEqual([{ day: 14, names: ['Fête nationale'] }]);
    expect(grid.weeks.flat().find((day) => day?.day === 15)?.holidays).toEqual([]);
  });

  it('marks Saturdays and Sundays as the weekend', () => {
    const grid = monthGrid({ year: 2027, month: 3 }, 'de-DE');
    const weekend = grid.weeks.flat().filter((day) => day?.weekend);
    expect(
      weekend.map((day) => day?.weekday).every((weekday) => weekday === 6 || weekday === 7),
    ).toBe(true);
    expect(weekend).toHaveLength(8);
  });
});
