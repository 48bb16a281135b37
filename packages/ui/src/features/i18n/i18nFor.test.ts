import { describe, expect, it } from 'vitest';
import { i18nFor } from './allMessages.ts';

// The server's instances remember the texts their fixed `t` functions give (see `rememberTexts`):
// the same texts as i18next's, whatever was asked before.
describe('the fixed t of a language with every message loaded', () => {
  const instance = i18nFor('es');

  it('is made once per namespace and gives i18next’s texts', () => {
    const t = instance.getFixedT('es', 'layout');
    expect(instance.getFixedT('es', 'layout')).toBe(t);
    expect(instance.getFixedT('es', 'cart')).not.toBe(t);
    expect(t('skipToContent')).toBe('Saltar al contenido');
    expect(t('skipToContent')).toBe('Saltar al contenido');
    expect(t('search.label')).toBe('Buscar productos');
    // Another namespace's fixed t does not give this one's texts.
    const cartT = instance.getFixedT('es', 'cart') as unknown as (key: string) => string;
    expect(cartT('skipToContent')).not.toBe('Saltar al contenido');
  });

  it('gives each count its own text', () => {
    const t = instance.getFixedT('es', 'layout');
    expect(t('cart', { count: 1 })).toBe('Cesta, 1 artículo');
    expect(t('cart', { count: 3 })).toBe('Cesta, 3 artículos');
    expect(t('cart', { count: 1 })).toBe('Cesta, 1 artículo');
    expect(t('cart', { count: 3 })).toBe('Cesta, 3 artículos');
  });

  it('gives each value its own text', () => {
    const t = instance.getFixedT('es', 'layout');
    expect(t('home', { brand: 'Lucía' })).toBe('Página de inicio de Lucía');
    expect(t('home', { brand: 'Wepix' })).toBe('Página de inicio de Wepix');
    expect(t('home', { brand: 'Lucía' })).toBe('Página de inicio de Lucía');
    // Many values later, the first is still right.
    for (let index = 0; index < 600; index++) t('cart', { count: index });
    expect(t('home', { brand: 'Wepix' })).toBe('Página de inicio de Wepix');
    expect(t('cart', { count: 1 })).toBe('Cesta, 1 artículo');
  });
});
