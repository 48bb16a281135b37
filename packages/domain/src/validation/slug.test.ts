import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Photo Book', 'photo-book'],
    ['  Photo   Book  ', 'photo-book'],
    ['Photo - Book', 'photo-book'],
    ['Photo---Book', 'photo-book'],
    ['Hello, World!', 'hello-world'],
    ['¿Qué tal?', 'que-tal'],
    ['Fotolibro de Año Nuevo', 'fotolibro-de-ano-nuevo'],
    ['Zażółć gęślą jaźń', 'zazolc-gesla-jazn'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærø Øst', 'aero-ost'],
    ['Příliš žluťoučký kůň', 'prilis-zlutoucky-kun'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
    ['ﬁne', 'fine'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    ['rock&roll', 'rockroll'],
    ['snake_case', 'snakecase'],
    ['Love ❤️ photos 📸', 'love-photos'],
    ['2024 Calendar', '2024-calendar'],
    ['Фотокнига', 'фотокнига'],
    ['写真 集', '写真-集'],
    ['', ''],
    ['!!!', ''],
    ['---', ''],
  ])('%j becomes %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('keeps accents when asked to', () => {
    expect(slugify('Fotolibro de Año Nuevo', { removeAccents: false })).toBe(
      'fotolibro-de-año-nuevo',
    );
    expect(slugify('Łódź', { removeAccents: false })).toBe('łódź');
    // Decomposed input comes out composed.
    expect(slugify('Cafe\u0301', { removeAccents: false })).toBe('caf\u00e9');
  });
});
