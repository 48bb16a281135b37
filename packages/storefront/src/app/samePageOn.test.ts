import { describe, expect, it } from 'vitest';
import { samePageOn } from './PageFrame.tsx';

describe('the country switcher', () => {
  it('keeps the page and its query on the other site', () => {
    expect(samePageOn('fr-fr', 'main', { pathname: '/de-de/cart', search: '' })).toBe(
      '/fr-fr/cart',
    );
    expect(samePageOn('nl-be', 'main', { pathname: '/fr-be/search', search: '?query=mug' })).toBe(
      '/nl-be/search?query=mug',
    );
    expect(samePageOn('pl-pl', 'main', { pathname: '/es-es', search: '' })).toBe('/pl-pl');
  });
});
