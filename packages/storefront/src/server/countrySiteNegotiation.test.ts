import { brandById } from '@shop/brands';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { negotiateCountrySite } from './countrySiteNegotiation.ts';

const main: BrandConfig = brandById('main');
const second: BrandConfig = brandById('second');

describe('negotiateCountrySite', () => {
  it('prefers the country site the visitor chose before', () => {
    expect(negotiateCountrySite(main, 'a=1; shop_country_site=pl-pl', 'fr-FR')?.id).toBe('pl-pl');
  });

  it('ignores a remembered site the brand does not offer', () => {
    expect(negotiateCountrySite(second, 'shop_country_site=pl-pl', undefined)).toBeUndefined();
  });

  it('matches language and country first, then language alone, by quality', () => {
    expect(negotiateCountrySite(main, undefined, 'nl-BE,nl;q=0.9')?.id).toBe('nl-be');
    expect(negotiateCountrySite(main, undefined, 'de-LU;q=0.8,fr;q=0.9')?.id).toBe('fr-fr');
    expect(negotiateCountrySite(main, undefined, 'de-CH')?.id).toBe('de-ch');
  });

  it('skips zero-quality and wildcard entries and gives up on unknown languages', () => {
    expect(negotiateCountrySite(main, undefined, 'pl;q=0, *')).toBeUndefined();
    expect(negotiateCountrySite(main, undefined, 'ja-JP')).toBeUndefined();
    expect(negotiateCountrySite(main, undefined, undefined)).toBeUndefined();
  });
});
