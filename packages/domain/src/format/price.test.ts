import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countrySites, findCountrySite, type CountrySite } from '../countrySites.ts';
import { displayPrice, formatPrice } from './price.ts';

// Intl separates amount and symbol with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ');
const siteOf = (id: string): CountrySite => {
  const site = findCountrySite(id);
  if (!site) throw new Error(id);
  return site;
};

describe('displayPrice', () => {
  it('rounds up to a whole number without decimals', () => {
    expect(displayPrice(12.01, false)).toBe(13);
    expect(displayPrice(12.5, false)).toBe(13);
    expect(displayPrice(12.99, false)).toBe(13);
    expect(displayPrice(12, false)).toBe(12);
    expect(displayPrice(0, false)).toBe(0);
  });

  it('does not let float noise push a whole price up', () => {
    expect(displayPrice(0.1 * 3 * 10, false)).toBe(3);
    expect(displayPrice(12.000000000000002, false)).toBe(12);
    expect(displayPrice(1.1 + 2.2, true)).toBe(3.3);
  });

  it('keeps cents with decimals', () => {
    expect(displayPrice(12.5, true)).toBe(12.5);
    expect(displayPrice(12.345, true)).toBe(12.35);
    expect(displayPrice(12.344, true)).toBe(12.34);
  });

  it('rounds negative amounts towards +∞ as well', () => {
    expect(displayPrice(-12.3, false)).toBe(-12);
  });
});

describe('formatPrice', () => {
  it('shows two decimals only for non-integers on sites with decimals', () => {
    expect(plain(formatPrice(12.5, siteOf('es-es')))).toBe('12,50 €');
    expect(plain(formatPrice(12, siteOf('es-es')))).toBe('12 €');
    expect(plain(formatPrice(12.001, siteOf('es-es')))).toBe('12 €');
    expect(plain(formatPrice(12.5, siteOf('pl-pl')))).toBe('12,50 zł');
    expect(plain(formatPrice(12.5, siteOf('en-ie')))).toBe('€12.50');
    expect(plain(formatPrice(12.5, siteOf('de-ch')))).toBe('CHF 12.50');
  });

  it('rounds up on sites without decimals', () => {
    expect(plain(formatPrice(12.01, siteOf('cs-cz')))).toBe('13 Kč');
    expect(plain(formatPrice(999.5, siteOf('nb-no')))).toBe('1 000 kr');
    expect(plain(formatPrice(99.99, siteOf('sv-se')))).toBe('100 kr');
  });

  it('formats in every country site without throwing and with its currency', () => {
    for (const site of countrySites) {
      const text = formatPrice(1234.5, site);
      const parts = new Intl.NumberFormat(site.locale, {
        style: 'currency',
        currency: site.currency,
      }).formatToParts(1);
      const symbol = parts.find((part) => part.type === 'currency')?.value ?? '';
      expect(text).toContain(symbol);
    }
  });
});

describe('price rounding properties', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100);

  it('without decimals: a whole number, never below the price, less than one unit above it', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const shown = displayPrice(amount, false);
        expect(Number.isInteger(shown)).toBe(true);
        expect(shown).toBeGreaterThanOrEqual(amount);
        expect(shown - amount).toBeLessThan(1);
      }),
    );
  });

  it('with decimals: amounts in cents are shown unchanged', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(displayPrice(amount, true)).toBe(amount);
      }),
    );
  });

  it('is idempotent and monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.boolean(),
        (a, b, decimals) => {
          const shown = displayPrice(a, decimals);
          expect(displayPrice(shown, decimals)).toBe(shown);
          if (a <= b)
            expect(displayPrice(a, decimals)).toBeLessThanOrEqual(displayPrice(b, decimals));
        },
      ),
    );
  });

  it('prints the digits of the rounded amount', () => {
    const site = { locale: 'en-IE', currency: 'EUR', priceDecimals: false } as const;
    fc.assert(
      fc.property(cents, (amount) => {
        expect(formatPrice(amount, site).replace(/[^\d]/g, '')).toBe(
          String(displayPrice(amount, false)),
        );
      }),
    );
  });
});
