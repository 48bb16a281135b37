import { countrySites } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { loadHolidays } from './holidays.ts';

const nameOn = (holidays: { date: string; name: string }[], date: string) =>
  holidays.find((holiday) => holiday.date === date)?.name;

describe('public holidays of the shop’s countries', () => {
  it('names the French ones in French: 14 July is the Fête nationale', async () => {
    const holidays = await loadHolidays('FR', 'fr', [2027]);
    expect(nameOn(holidays, '2027-07-14')).toMatch(/Fête nationale/i);
    expect(nameOn(holidays, '2027-01-01')).toBe('Nouvel An');
    // Public holidays only: Mother's Day is an observance.
    expect(holidays.every((holiday) => /^2027-\d\d-\d\d$/.test(holiday.date))).toBe(true);
    expect(holidays.some((holiday) => /fête des mères/i.test(holiday.name))).toBe(false);
  });

  it('has 3 May in Poland, 12 October in Spain, 3 October in Germany, 2 June in Italy', async () => {
    expect(nameOn(await loadHolidays('PL', 'pl', [2027]), '2027-05-03')).toMatch(/Trzeciego Maja/);
    expect(nameOn(await loadHolidays('ES', 'es', [2027]), '2027-10-12')).toMatch(/Fiesta Nacional/);
    expect(nameOn(await loadHolidays('DE', 'de', [2027]), '2027-10-03')).toMatch(/Einheit/);
    expect(nameOn(await loadHolidays('IT', 'it', [2027]), '2027-06-02')).toMatch(/Repubblica/);
  });

  it('follows Easter from year to year', async () => {
    const holidays = await loadHolidays('DE', 'de', [2027, 2028]);
    expect(nameOn(holidays, '2027-03-29')).toBe('Ostermontag');
    expect(nameOn(holidays, '2028-04-17')).toBe('Ostermontag');
  });

  it.each([...new Set(countrySites.map((site) => `${site.country} ${site.language}`))])(
    '%s: public holidays in the site’s language',
    async (site) => {
      const [country = '', language = ''] = site.split(' ');
      const holidays = await loadHolidays(country, language, [2027]);
      expect(holidays.length).toBeGreaterThanOrEqual(8);
      expect(nameOn(holidays, '2027-01-01')).toBeTruthy();
    },
  );
});
