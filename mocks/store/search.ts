import MiniSearch from 'minisearch';
import snowball from 'snowball-stemmers';
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
function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (letter) => foldedLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

function searchWords(text: string): string[] {
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

/**
 * The Snowball stemmer of each language the shop writes. Polish and Slovak have none in
 * snowball-stemmers: their searches strip the language's own endings (`searchSuffixes`) and
 * allow a typo's worth of fuzziness instead.
 */
const snowballAlgorithms: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  pt: 'portuguese',
  it: 'italian',
  fr: 'french',
  de: 'german',
  nl: 'dutch',
  da: 'danish',
  sv: 'swedish',
  nb: 'norwegian',
  fi: 'finnish',
  cs: 'czech',
};

const stemmers = new Map<string, (word: string) => string[]>();

/** The search language of a `language` parameter: one the shop writes, else English. */
function searchLanguage(language: string | undefined): string {
  const code = (language ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (!shopTextsFor(code)) return 'en';
  return code === 'no' ? 'nb' : code;
}

/**
 * A word's stems in the search language, accents folded. Snowball's endings carry accents
 * ("-ción"), so a word is stemmed as written and once more without accents: "devolución" is
 * stored under both stems, and a search typed without accents finds it too.
 */
function stemmerFor(code: string): (word: string) => string[] {
  const known = stemmers.get(code);
  if (known) return known;
  const algorithm = snowballAlgorithms[code];
  const snowballStemmer = algorithm ? snowball.newStemmer(algorithm) : undefined;
  const suffixes = shopTextsFor(code)?.searchSuffixes ?? englishSuffixes;
  const stem = (word: string) =>
    snowballStemmer
      ? [
          ...new Set([
            foldText(snowballStemmer.stem(word.toLowerCase())),
            foldText(snowballStemmer.stem(foldText(word))),
          ]),
        ]
      : [stemWord(foldText(word), suffixes)];
  stemmers.set(code, stem);
  return stem;
}

/** A document of the help-centre search: a topic's question and its answer without markup. */
export interface HelpSearchDocument {
  id: number;
  title: string;
  body: string;
}

/**
 * Ids of the documents holding every word of the query in some inflection ("envíos" finds "envío",
 * "devoluciones" finds "devolución"), best match first; a word may be typed unfinished.
 */
export function searchHelpTopics(
  documents: readonly HelpSearchDocument[],
  query: string,
  language: string | undefined,
): number[] {
  const code = searchLanguage(language);
  const stem = stemmerFor(code);
  const index = new MiniSearch<HelpSearchDocument>({
    fields: ['title', 'body'],
    processTerm: (term) => stem(term).filter(Boolean),
  });
  index.addAll(
    documents.map((document) => ({ ...document, body: document.body.replace(/<[^>]+>/g, ' ') })),
  );
  // Each word must match, in any of its stems; the stems are ready, so no second processing.
  const words = (MiniSearch.getDefault('tokenize') as (text: string) => string[])(query);
  return index
    .search(
      {
        combineWith: 'AND',
        queries: words
          .filter(Boolean)
          .map((word) => ({ combineWith: 'OR', queries: stem(word).filter(Boolean) })),
      },
      {
        processTerm: (term) => term,
        prefix: true,
        fuzzy: code in snowballAlgorithms ? false : 0.2,
        boost: { title: 2 },
      },
    )
    .map((result) => Number(result.id));
}
