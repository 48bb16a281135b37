import { db } from '../db.ts';
import type { ArticleFixture } from '../fixtures/articles.ts';
import { shopTextsFor } from '../fixtures/texts/index.ts';
import { articleNamesIn, familyNameIn, tagTextsIn } from '../present/localized.ts';

/** English plural endings, for a language the shop has no texts for. */
const englishSuffixes = ['es', 's'];

/** Shortest stem a search word is cut down to, so "sets" never becomes "se". */
const minimumStem = 3;

// Letters NFD does not split into a base letter and a mark.
const foldedLetters: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' };

/** Lower case, no accents: "Fotoksiążki" and "fotoksiazki" are the same word. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (letter) => foldedLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word without its longest plural or case ending: "tazas" -> "taza", "kubki" -> "kub". */
function stemWord(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes.map(foldText).sort((a, b) => b.length - a.length))
    if (word.endsWith(suffix) && word.length - suffix.length >= minimumStem)
      return word.slice(0, -suffix.length);
  return word;
}

/** What search looks in: the article's names, its family's and its tag pages', in `language`. */
function searchableWords(article: ArticleFixture, language: string | undefined): string[] {
  const { name, name_plural } = articleNamesIn(article, language);
  const tagNames = db.tags
    .filter((tag) => article.tags.includes(tag.slug))
    .map((tag) => tagTextsIn(tag, language).name);
  return searchWords(
    [name, name_plural, familyNameIn(article.family, language), ...tagNames].join(' '),
  );
}

/**
 * Every word of the query starts a word of the article's names, once stemmed (prefix search:
 * "fotol" finds "Fotolibro", "Tazas" finds "Taza"); in compounding languages it may sit inside
 * a word ("Tassen" finds "Zaubertasse").
 */
export function articleMatches(
  article: ArticleFixture,
  query: string,
  language: string | undefined,
): boolean {
  const texts = shopTextsFor(language);
  const suffixes = texts?.searchSuffixes ?? englishSuffixes;
  const inside = texts?.searchInsideWords ?? false;
  const words = searchableWords(article, language);
  return searchWords(query).every((queryWord) => {
    const stem = stemWord(queryWord, suffixes);
    return words.some((word) => (inside ? word.includes(stem) : word.startsWith(stem)));
  });
}
