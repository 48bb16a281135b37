import { brandById } from '@shop/brands';
import { matchRoute } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import type { OwnHead } from './defineRoute.tsx';
import { hreflangAlternates, pageHead } from './pageHead.ts';

const brandConfig: BrandConfig = brandById('main');
const origin = 'https://shop.example';

function headOf(path: string, own?: OwnHead) {
  const match = matchRoute(path, brandConfig.id);
  if (!match.ok) throw new Error(`${path} is a page`);
  return pageHead(
    brandConfig,
    { kind: 'page', match, effects: {} },
    match.countrySite,
    origin,
    i18nFor(match.countrySite.language).t,
    own,
  );
}

describe('canonical and alternate links', () => {
  it.each([
    ['/es-es/t/wedding?page=3', '/es-es/t/wedding'],
    [
      '/pl-pl/designs/classic-white-mug/3001?page=2&list_mode=LANDING',
      '/pl-pl/designs/classic-white-mug/3001',
    ],
    ['/de-de/reviews?family=3&page=4', '/de-de/reviews'],
    ['/es-es/accounts/orders?status=SENT&page=2', '/es-es/accounts/orders'],
    ['/fr-fr/search?query=mug&page=2&sort=PRICE_ASC', '/fr-fr/search?query=mug'],
  ])('makes %s canonical to its first page, %s', (path, canonical) => {
    const head = headOf(path);
    expect(head.canonical).toBe(`${origin}${canonical}`);
    // Its alternates are the same first page on every country site.
    expect(head.alternates.find((link) => link.hreflang === 'x-default')?.href).toBe(
      `${origin}/es-es${canonical.slice(6)}`,
    );
  });

  it('lists every country site of the brand and x-default, as the sitemap does', () => {
    const alternates = hreflangAlternates(brandConfig, '/t/wedding', origin);
    expect(alternates).toHaveLength(19);
    expect(alternates[0]).toEqual({ hreflang: 'es-ES', href: `${origin}/es-es/t/wedding` });
    expect(alternates).toContainEqual({ hreflang: 'de-CH', href: `${origin}/de-ch/t/wedding` });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/es-es/t/wedding` });
    expect(hreflangAlternates(brandConfig, '/', origin)[0]?.href).toBe(`${origin}/es-es`);
  });
});

describe("a page's own head text", () => {
  it('takes the CMS title and description whole, ahead of the generic page name', () => {
    const head = headOf('/es-es/privacy', {
      title: 'Política de privacidad | Regalos con fotos',
      name: 'Política de privacidad',
      description: 'Cómo tratamos tus datos.',
    });
    expect(head.title).toBe('Política de privacidad | Regalos con fotos');
    expect(head.description).toBe('Cómo tratamos tus datos.');
  });

  it('appends the brand to a bare name, and keeps the generic text when the page has none', () => {
    expect(headOf('/es-es/privacy', { name: 'Política de privacidad' })).toMatchObject({
      title: 'Política de privacidad | Wepix',
      description: headOf('/es-es/privacy').description,
    });
    expect(headOf('/es-es/privacy').title).toBe('Información | Wepix');
  });
});
