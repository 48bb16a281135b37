import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeBetween } from './relativeTime.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTimeBetween', () => {
  it.each([
    [0, { value: 0, unit: 'second' }],
    [59 * second, { value: -59, unit: 'second' }],
    [minute, { value: -1, unit: 'minute' }],
    [59 * minute + 59 * second, { value: -59, unit: 'minute' }],
    [hour, { value: -1, unit: 'hour' }],
    [23 * hour, { value: -23, unit: 'hour' }],
    [day, { value: -1, unit: 'day' }],
    [29 * day, { value: -29, unit: 'day' }],
    [30 * day, { value: -1, unit: 'month' }],
    [59 * day, { value: -1, unit: 'month' }],
    [60 * day, { value: -2, unit: 'month' }],
    [364 * day, { value: -12, unit: 'month' }],
    [365 * day, { value: -1, unit: 'year' }],
    [729 * day, { value: -1, unit: 'year' }],
    [730 * day, { value: -2, unit: 'year' }],
  ])('%i ms ago is %j', (elapsed, expected) => {
    expect(relativeTimeBetween(ago(elapsed), now)).toEqual(expected);
  });

  it('counts into the future with positive values', () => {
    expect(relativeTimeBetween(new Date(now.getTime() + 3 * day), now)).toEqual({
      value: 3,
      unit: 'day',
    });
    expect(relativeTimeBetween(new Date(now.getTime() + 365 * day), now)).toEqual({
      value: 1,
      unit: 'year',
    });
  });

  it('uses 365-day years, not calendar years (a leap year is 366 days)', () => {
    // 2024-01-01 to 2024-12-31 is 365 days in the leap year 2024: already a year.
    expect(
      relativeTimeBetween(new Date('2024-01-01T00:00:00Z'), new Date('2024-12-31T00:00:00Z')),
    ).toEqual({ value: -1, unit: 'year' });
  });
});

describe('formatRelativeTime', () => {
  it('speaks the locale', () => {
    expect(formatRelativeTime(ago(day), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * day), now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(3 * day), now, 'pl')).toBe('3 dni temu');
    expect(formatRelativeTime(ago(400 * day), now, 'en')).toBe('last year');
    expect(formatRelativeTime(now, now, 'en')).toBe('now');
  });
});
