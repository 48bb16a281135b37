import { describe, expect, it } from 'vitest';
import { findCountrySite } from '../countrySites.ts';
import { siteDates } from './siteDates.ts';

const siteOf = (id: string) => {
  const site = findCountrySite(id);
  if (!site) throw new Error(`No country site ${id}`);
  return site;
};

// 23:30 UTC on 29 October: already the 30th in Warsaw, still the 29th in Dublin and Lisbon.
const lateEvening = '2026-10-29T23:30:00.000Z';

describe('the dates of a country site', () => {
  it('put the day before the month on en-IE, never the US order', () => {
    const dates = siteDates(siteOf('en-ie'));
    expect(dates.day(lateEvening)).toBe('29 Oct 2026');
    expect(dates.longDay(lateEvening)).toBe('29 October 2026');
    expect(dates.dayTime(lateEvening)).toBe('29 Oct 2026, 23:30');
    expect(dates.calendarDay('2026-11-03')).toBe('3 November 2026');
    expect(dates.day(lateEvening)).not.toMatch(/^Oct/);
  });

  it("write each locale's own order and words, in the site's time zone", () => {
    expect(siteDates(siteOf('es-es')).longDay(lateEvening)).toBe('30 de octubre de 2026');
    expect(siteDates(siteOf('pl-pl')).day(lateEvening)).toBe('30 paź 2026');
    expect(siteDates(siteOf('pt-pt')).longDay(lateEvening)).toBe('29 de outubro de 2026');
    expect(siteDates(siteOf('de-ch')).day(lateEvening)).toBe('30.10.2026');
  });

  it("show instants in the site's time zone, whatever the runtime's", () => {
    // 23:30 UTC is already the next day in Warsaw (and on Kiritimati), still the same in Lisbon.
    const warsaw = siteDates({ locale: 'pl-PL', timeZone: 'Europe/Warsaw' });
    const lisbon = siteDates({ locale: 'pt-PT', timeZone: 'Europe/Lisbon' });
    expect(warsaw.longDay('2026-11-24T23:30:00Z')).toBe('25 listopada 2026');
    expect(lisbon.longDay('2026-11-24T23:30:00Z')).toBe('24 de novembro de 2026');
    expect(warsaw.dayTime('2026-11-24T23:30:00Z')).toBe('25 lis 2026, 00:30');
  });

  it('show a calendar day as the day it names, whatever the zone', () => {
    for (const id of ['en-ie', 'pl-pl', 'pt-pt']) {
      expect(siteDates(siteOf(id)).calendarDay('2026-01-01')).toMatch(/\b1\b/);
    }
    expect(siteDates(siteOf('en-ie')).calendarRange('2026-11-24', '2026-11-26')).toBe('24–26 Nov');
  });
});
