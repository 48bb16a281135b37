import { describe, expect, it } from 'vitest';
import {
  adultBirthdateSchema,
  ageOn,
  dateStringSchema,
  daysInMonth,
  isAdult,
  isDateString,
  isLeapYear,
  parseDateString,
} from './calendarDate.ts';
import { calendarDateOf } from '../format/calendarDateOf.ts';

const at = (iso: string) => () => new Date(iso);

describe('date strings (yyyy-m-d, a real calendar date)', () => {
  it.each([
    '2024-2-29',
    '2000-02-29',
    '2023-1-1',
    '2023-01-01',
    '1999-12-31',
    '2023-4-30',
    '0001-1-1',
  ])('accepts %s', (value) => {
    expect(isDateString(value)).toBe(true);
  });

  it.each([
    ['29 February of a common year', '2023-2-29'],
    ['29 February of a century that is not leap', '1900-2-29'],
    ['31 April', '2024-4-31'],
    ['month 13', '2024-13-1'],
    ['month 0', '2024-0-10'],
    ['day 0', '2024-1-0'],
    ['day 32', '2024-1-32'],
    ['year 0', '0000-1-1'],
    ['two-digit year', '24-1-1'],
    ['three-digit day', '2024-1-001'],
    ['slashes', '2024/1/1'],
    ['time attached', '2024-01-01T00:00'],
    ['surrounding space', ' 2024-1-1'],
    ['non-latin digits', '٢٠٢٤-1-1'],
    ['empty', ''],
  ])('refuses %s', (_case, value) => {
    expect(isDateString(value)).toBe(false);
  });

  it('parses into numbers', () => {
    expect(parseDateString('2024-02-09')).toEqual({ year: 2024, month: 2, day: 9 });
  });

  it('knows the Gregorian leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect([1, 2, 4, 6, 9, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 30, 30, 30, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('backs the zod schema', () => {
    expect(dateStringSchema.safeParse('2024-2-29').success).toBe(true);
    expect(dateStringSchema.safeParse('2023-2-29').error?.issues[0]?.message).toBe(
      'validation.date',
    );
  });
});

describe('calendarDateOf', () => {
  it('takes the date in the given time zone', () => {
    const instant = new Date('2024-03-09T23:30:00Z');
    expect(calendarDateOf(instant, 'UTC')).toEqual({ year: 2024, month: 3, day: 9 });
    expect(calendarDateOf(instant, 'Europe/Madrid')).toEqual({ year: 2024, month: 3, day: 10 });
    expect(calendarDateOf(instant, 'America/New_York')).toEqual({ year: 2024, month: 3, day: 9 });
  });
});

describe('adult check (18 or more)', () => {
  const utc = (iso: string) => ({ now: at(iso), timeZone: 'UTC' });

  it('accepts exactly 18 on the birthday', () => {
    expect(isAdult('2006-5-15', utc('2024-05-15T00:00:00Z'))).toBe(true);
  });

  it('refuses 17 years and 364 days', () => {
    expect(isAdult('2006-5-15', utc('2024-05-14T23:59:59Z'))).toBe(false);
  });

  it('refuses 17 years and 364 days across a leap day', () => {
    // 2006-03-01 plus 18 years is 2024-03-01; the day before is 29 February 2024.
    expect(isAdult('2006-3-1', utc('2024-02-29T12:00:00Z'))).toBe(false);
    expect(isAdult('2006-3-1', utc('2024-03-01T00:00:00Z'))).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(isAdult('2004-2-29', utc('2022-02-28T12:00:00Z'))).toBe(false);
    expect(isAdult('2004-2-29', utc('2022-03-01T00:00:00Z'))).toBe(true);
    // In a leap year the birthday itself exists.
    expect(isAdult('2000-2-29', utc('2018-02-28T12:00:00Z'))).toBe(false);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2024, month: 2, day: 29 })).toBe(20);
  });

  it("takes today in the customer's zone, not UTC", () => {
    // 23:30 UTC on the 14th is already the 15th in Madrid.
    const now = at('2024-05-14T23:30:00Z');
    expect(isAdult('2006-5-15', { now, timeZone: 'UTC' })).toBe(false);
    expect(isAdult('2006-5-15', { now, timeZone: 'Europe/Madrid' })).toBe(true);
  });

  it('refuses invalid and future birthdates', () => {
    expect(isAdult('2006-2-30', utc('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isAdult('2030-1-1', utc('2024-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads the real clock when none is injected', () => {
    expect(isAdult('1900-1-1')).toBe(true);
    expect(isAdult('2999-1-1')).toBe(false);
  });

  it('reads the clock at validation time', () => {
    let now = new Date('2024-05-14T12:00:00Z');
    const schema = adultBirthdateSchema({ now: () => now, timeZone: 'UTC' });
    expect(schema.safeParse('2006-5-15').success).toBe(false);
    now = new Date('2024-05-15T12:00:00Z');
    expect(schema.safeParse('2006-5-15').success).toBe(true);
    expect(schema.safeParse('2006-5-32').success).toBe(false);
  });

  it('names the adult rule in its message', () => {
    const schema = adultBirthdateSchema({ now: at('2024-01-01T00:00:00Z'), timeZone: 'UTC' });
    expect(schema.safeParse('2010-1-1').error?.issues[0]?.message).toBe('validation.adult');
  });
});
