import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat, siteDateTimeFormat } from './intl.ts';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options', () => {
    expect(dateTimeFormat('es-ES', { dateStyle: 'long' })).toBe(
      dateTimeFormat('es-ES', { dateStyle: 'long' }),
    );
    expect(dateTimeFormat('es-ES', { dateStyle: 'long' })).not.toBe(
      dateTimeFormat('pl-PL', { dateStyle: 'long' }),
    );
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', { maximumFractionDigits: 1 }));
  });

  it('formats in the locale it was asked for', () => {
    const day = new Date(Date.UTC(2026, 10, 24, 12));
    expect(dateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      '24 de noviembre de 2026',
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(4.56)).toBe('4,6');
    expect(displayNames('es', 'region').of('PL')).toBe('Polonia');
    expect(displayNames('pl', 'language').of('es')).toBe('hiszpański');
  });

  it("shows instants in the country site's time zone, whatever the runtime's", () => {
    // 23:30 in UTC is already the next day in Warsaw (and on Kiritimati), still the same in Lisbon.
    const lateEvening = new Date(Date.UTC(2026, 10, 24, 23, 30));
    const warsaw = { locale: 'pl-PL', timeZone: 'Europe/Warsaw' };
    const lisbon = { locale: 'pt-PT', timeZone: 'Europe/Lisbon' };
    expect(siteDateTimeFormat(warsaw, { dateStyle: 'long' }).format(lateEvening)).toBe(
      '25 listopada 2026',
    );
    expect(siteDateTimeFormat(lisbon, { dateStyle: 'long' }).format(lateEvening)).toBe(
      '24 de novembro de 2026',
    );
    expect(siteDateTimeFormat(warsaw, { timeStyle: 'short' }).format(lateEvening)).toBe('00:30');
  });
});
