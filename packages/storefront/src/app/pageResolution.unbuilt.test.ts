import { brandById } from '@shop/brands';
import { describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { resolvePage } from './pageResolution.ts';

// A release in which the reviews page is not built yet: the route table has it, no module does.
vi.mock('./routeModules.ts', () => ({
  hasRouteModule: (name: string) => name !== 'reviews',
  loadRouteModule: () => Promise.resolve(undefined),
}));

const brand: BrandConfig = brandById('main');

describe('resolvePage with a route not built yet', () => {
  it('answers 404, as for an unknown page, rather than an empty page', async () => {
    expect(
      await resolvePage(brand, {
        path: '/es-es/reviews',
        customer: null,
        isCrawler: false,
        loadCart: () => Promise.resolve(null),
      }),
    ).toMatchObject({ kind: 'error', status: 404 });
  });
});
