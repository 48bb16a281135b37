import { brandById } from '@shop/brands';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { pageKeyOf } from './pageKey.ts';
import { resolvePage } from './pageResolution.ts';

const brand: BrandConfig = brandById('main');

async function keyOf(path: string) {
  const resolution = await resolvePage(brand, {
    path,
    customer: null,
    isCrawler: false,
    loadCart: () => Promise.resolve(null),
  });
  if (resolution.kind === 'redirect')
    throw new Error(`${path} redirects to ${resolution.location}`);
  return pageKeyOf(resolution, path);
}

describe('pageKeyOf', () => {
  it('keeps the constructor open when its first save puts the design in the address', async () => {
    expect(await keyOf('/es-es/create/2004?design=p-1')).toBe(await keyOf('/es-es/create/2004'));
    expect(await keyOf('/es-es/create/2005')).not.toBe(await keyOf('/es-es/create/2004'));
    expect(await keyOf('/pl-pl/create/2004')).not.toBe(await keyOf('/es-es/create/2004'));
  });

  it('makes every other path or query a new page', async () => {
    expect(await keyOf('/es-es/search?query=mug')).not.toBe(
      await keyOf('/es-es/search?query=book'),
    );
    expect(await keyOf('/es-es/help-center/category/abc')).toBe('/es-es/help-center/category/abc');
  });
});
