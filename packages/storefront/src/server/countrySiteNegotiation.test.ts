import { brandById } from '@shop/brands';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { negotiateCountrySite } from './countrySiteNegotiation.ts';

const main: BrandConfig = brandById('main');
const second: BrandConfig = brandById('second');

/** The country site negotiated for a request with these Cookie and Accept-Language headers. */
async function negotiated(
  brandConfig: BrandConfig,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Promise<string | undefined> {
  const app = new Hono().get('/', (c) =>
    c.json({ site: negotiateCountrySite(brandConfig, c)?.id ?? null }),
  );
  const headers = new Headers();
  if (cookie !== undefined) headers.set('cookie', cookie);
  if (acceptLanguage !== undefined) headers.set('accept-language', acceptLanguage);
  const { site } = (await (await app.request('/', { headers })).json()) as { site: string | null };
  return site ?? undefined;
}

describe('negotiateCountrySite', () => {
  it('prefers the country site the visitor chose before', async () => {
    expect(await negotiated(main, 'a=1; shop_country_site=pl-pl', 'fr-FR')).toBe('pl-pl');
    expect(await negotiated(main, 'shop_country_site=pl-pl;a=1', undefined)).toBe('pl-pl');
  });

  it('ignores a remembered site the brand does not offer, or a cookie of another name', async () => {
    expect(await negotiated(second, 'shop_country_site=pl-pl', undefined)).toBeUndefined();
    expect(await negotiated(main, 'x_shop_country_site=pl-pl', undefined)).toBeUndefined();
  });

  it('matches language and country first, then language alone, by quality', async () => {
    expect(await negotiated(main, undefined, 'nl-BE,nl;q=0.9')).toBe('nl-be');
    expect(await negotiated(main, undefined, 'de-LU;q=0.8,fr;q=0.9')).toBe('fr-fr');
    expect(await negotiated(main, undefined, 'de-CH')).toBe('de-ch');
  });

  it('skips zero-quality and wildcard entries and gives up on unknown languages', async () => {
    expect(await negotiated(main, undefined, 'pl;q=0, *')).toBeUndefined();
    expect(await negotiated(main, undefined, 'ja-JP')).toBeUndefined();
    expect(await negotiated(main, undefined, undefined)).toBeUndefined();
  });
});
