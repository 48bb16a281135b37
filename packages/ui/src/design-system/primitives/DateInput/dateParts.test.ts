import { describe, expect, it } from 'vitest';
import { formatDateParts, parseDateParts } from './dateParts.ts';

describe('date parts', () => {
  it('formats a complete date as yyyy-m-d without leading zeros', () => {
    expect(formatDateParts({ day: '05', month: '7', year: '1990' })).toBe('1990-7-5');
  });

  it('gives an empty string when nothing is typed', () => {
    expect(formatDateParts({ day: ' ', month: '', year: '' })).toBe('');
  });

  it('keeps a half-typed date so it round-trips', () => {
    const value = formatDateParts({ day: '', month: '12', year: '2001' });
    expect(value).toBe('2001-12-');
    expect(parseDateParts(value)).toEqual({ day: '', month: '12', year: '2001' });
  });

  it('keeps non-digits so validation can reject them', () => {
    expect(formatDateParts({ day: 'x', month: '1', year: '2000' })).toBe('2000-1-x');
  });

  it('reads a full date and ignores malformed strings', () => {
    expect(parseDateParts('1984-2-29')).toEqual({ year: '1984', month: '2', day: '29' });
    expect(parseDateParts('1984-2-29-1')).toEqual({ year: '', month: '', day: '' });
    expect(parseDateParts(undefined)).toEqual({ year: '', month: '', day: '' });
  });
});
