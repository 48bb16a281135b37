import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl.ts';

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
});
