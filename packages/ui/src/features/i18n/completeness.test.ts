import {
  carrierNames,
  paymentMethodTradeNames,
  translationKey,
  vocabularies,
  type VocabularyName,
  type VocabularyValue,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { namespaces, writtenMessages } from './messageFiles.ts';
import { fallbackLanguage, uiLanguages, type Messages } from './locales.ts';

/**
 * Every language's messages against the English source, namespace by namespace. A failure names
 * the language, the namespace and the keys. Languages still being translated fail here until
 * their files land; meanwhile the site shows English for their missing keys.
 */

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a message tree with its text. */
function leaves(tree: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [nested, text] of leaves(value, `${prefix}${key}.`)) found.set(nested, text);
  }
  return found;
}

/** Base keys (plural forms folded) of a tree. */
const baseKeys = (texts: Map<string, string>) =>
  new Set([...texts.keys()].map((key) => key.replace(pluralSuffix, '')));

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();

/**
 * Texts that rightly read the same as in English: brand names, units, payment brands, codes.
 * Matched against the English text, not the key, so a new untranslated sentence never slips in.
 */
const sameAsEnglish = new Set([
  // Trade names of carriers and payment methods, should a message quote one.
  ...Object.values(carrierNames),
  ...Object.values(paymentMethodTradeNames),
  'Visa',
  'Mastercard',
  'Trustpilot',
  // The loan word most European languages write for them, as their laws and sites do.
  'Cookies',
  'DHL',
  'DPD',
  'SEUR',
  'InPost',
  'PostNL',
  'Packeta',
  'IBAN',
  'BIC',
  'SWIFT',
  'PDF',
  'OK',
  'cm',
  'mm',
  'px',
  'kg',
  'g',
  // A size in millimetres, written alike everywhere.
  '{{width}} × {{height}} mm',
  'Email',
  'E-mail',
  'Instagram',
  'Facebook',
  'Pinterest',
  'TikTok',
  'YouTube',
  'Newsletter',
  // Words several languages share with English (es/pt/it/fr...).
  'Total',
  'Subtotal',
  'Zoom',
  'Original',
  'DD',
  'MM',
  // The error pages' titles, which the spec gives in English for every language.
  '404 Not Found',
  '500 Error',
  // The shop's own names and the currency.
  'Foticos',
  'Euro',
]);

/**
 * Words that are the same in a language as in English, each checked by that language's
 * translator ("Design" in German, "Video" in Italian, "Page {{page}}" in French).
 */
const sameAsEnglishIn: Readonly<Record<string, readonly string[]>> = {
  es: [
    'Banner',
    'Chat',
    'Error',
    'Ideas',
    'Material',
    'No',
    'Normal',
    'Outlet',
    'Portugal',
    'Sepia',
  ],
  pt: [
    'Banner',
    'Chat',
    'Chevron',
    'Design',
    'Designs',
    'Menu',
    'Normal',
    'Outlet',
    'Portugal',
    '{{name}}: designs',
  ],
  it: [
    'Account',
    'Banner',
    'Chat',
    'Chevron',
    'Home',
    'Layout',
    'Menu',
    'No',
    'Outlet',
    'Password',
    'Terracotta',
    'Video',
  ],
  pl: ['Bestseller', 'Menu', 'Outlet', 'Sepia', 'Status'],
  cs: ['Banner', 'Chat', 'Menu', 'Relevance', 'Text', 'Text: {{text}}', 'Video'],
  sk: ['Banner', 'Chat', 'Menu', 'Text', 'Text: {{text}}', 'Video'],
  da: [
    'Banner',
    'Bestseller',
    'Chat',
    'Design',
    'Designs',
    'Information',
    'Layout',
    'Menu',
    'Normal',
    'Outlet',
    'Portugal',
    'Rotation',
    'Sand',
    'Sepia',
    'Shop',
    'smiley',
    'Status',
    'Video',
    '{{name}}: designs',
  ],
  sv: [
    'Banner',
    'Design',
    'Information',
    'Layout',
    'Material',
    'Mint',
    'Outlet',
    'Portugal',
    'Rotation',
    'Sand',
    'Sans serif',
    'Sepia',
    'Serif',
    'smiley',
    'Status',
    'Text',
    'Text: {{text}}',
    'Video',
  ],
  nb: [
    'Banner',
    'Chat',
    'Design',
    'Mint',
    'Normal',
    'Outlet',
    'Portugal',
    'Sand',
    'Sepia',
    'Status',
    'Video',
  ],
  fi: ['Chat', 'Outlet', 'Video'],
  fr: [
    '{{count}} page',
    '{{count}} pages',
    'Application',
    'Article',
    'Catalogue',
    'Chat',
    'Commissions',
    'Contact',
    'Date',
    'Double',
    'France',
    'Image',
    'Information',
    'Menu',
    'Normal',
    'Notification',
    'Notifications ({{hotkey}})',
    'Options',
    'Page {{number}}',
    'Page {{page}}',
    'Pages',
    'Pagination',
    'Photo',
    'Photo {{number}}',
    'Portugal',
    'Promotion',
    'Rotation',
    'Saturation',
    'Six photos',
    'smiley',
    'Textures',
  ],
  nl: [
    'Account',
    'Banner',
    'Bestseller',
    'camera',
    'Chat',
    'Confetti',
    'Contact',
    'Contrast',
    'Filters',
    'Home',
    'Menu',
    'Mint',
    'Open',
    'Outlet',
    'Portugal',
    'Postcode',
    'Product',
    'Review',
    'Reviews',
    'Sepia',
    'smiley',
    'Status',
    'Stickers',
    'Terracotta',
    'Video',
    'Warm',
    '{{count}} product',
  ],
  de: [
    'Banner',
    'Bestseller',
    'Chat',
    'Design',
    'Designs',
    'Information',
    'Layout',
    'Material',
    'Normal',
    'Outlet',
    'Portugal',
    'Sand',
    'Sepia',
    'Serif',
    'Shop',
    'Status',
    'Text',
    'Text: {{text}}',
    'Video',
    'Warm',
  ],
};
/** Short texts made only of placeholders, numbers and symbols read the same in every language. */
const languageNeutral = (text: string) => !/\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

const english = new Map(
  namespaces.map((namespace) => [
    namespace,
    leaves(writtenMessages(fallbackLanguage, namespace) ?? {}),
  ]),
);

describe('the English source', () => {
  it('labels every value of every vocabulary of the domain', () => {
    const keys = (Object.keys(vocabularies) as VocabularyName[]).flatMap((list) =>
      vocabularies[list].map((value: VocabularyValue<typeof list>) => translationKey(list, value)),
    );
    const missing = keys.filter((key) => !english.get('general')?.has(key));
    expect(missing, 'general.json lacks these enums.* keys').toEqual([]);
  });
});

describe.each(uiLanguages)('%s messages', (language) => {
  const rules = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  describe.each(namespaces)(`${language}/%s.json`, (namespace) => {
    const source = english.get(namespace) ?? new Map<string, string>();
    const written = writtenMessages(language, namespace);
    const texts = written ? leaves(written) : new Map<string, string>();
    const where = `${language}/${namespace}.json`;

    it('exists and has exactly the English keys', () => {
      expect(written, `${where} is missing`).toBeDefined();
      const own = baseKeys(texts);
      const expected = baseKeys(source);
      expect(
        [...expected].filter((key) => !own.has(key)),
        `${where}: keys missing`,
      ).toEqual([]);
      expect(
        [...own].filter((key) => !expected.has(key)),
        `${where}: keys not in English`,
      ).toEqual([]);
    });

    it(`has every plural category ${language} needs (${rules.join(', ')})`, () => {
      const plurals = new Set(
        [...source.keys()]
          .filter((key) => pluralSuffix.test(key))
          .map((key) => key.replace(pluralSuffix, '')),
      );
      const missing = [...plurals].flatMap((base) =>
        rules.filter((category) => !texts.has(`${base}_${category}`)).map((c) => `${base}_${c}`),
      );
      expect(missing, `${where}: plural forms missing`).toEqual([]);
    });

    it('keeps the placeholders of English, leaves nothing empty and nothing in English', () => {
      const problems: string[] = [];
      for (const [key, text] of texts) {
        const base = key.replace(pluralSuffix, '');
        const englishText = source.get(key) ?? source.get(`${base}_other`) ?? source.get(base);
        if (text.trim() === '') problems.push(`${key}: empty`);
        if (englishText === undefined) continue;
        const expected = new Set(placeholders(englishText));
        const own = new Set(placeholders(text));
        // A `one` form may spell the count out ("un", "jeden") instead of using {{count}}.
        const optional = pluralSuffix.test(key) ? new Set(['count']) : new Set<string>();
        const lost = [...expected].filter((name) => !own.has(name) && !optional.has(name));
        const added = [...own].filter((name) => !expected.has(name));
        if (lost.length || added.length)
          problems.push(`${key}: placeholders ${[...own].join(',')} ≠ ${[...expected].join(',')}`);
        if (
          language !== fallbackLanguage &&
          text === englishText &&
          !sameAsEnglish.has(text) &&
          !sameAsEnglishIn[language]?.includes(text) &&
          !languageNeutral(text)
        )
          problems.push(`${key}: still English "${text}"`);
      }
      expect(problems, `${where}`).toEqual([]);
    });
  });
});
