export interface SlugifyOptions {
  /** Strip accents and transliterate letters without a decomposition (ł, ø, ß…); default true. */
  readonly removeAccents?: boolean;
}

// Letters that carry no combining mark to strip but still have a plain Latin spelling.
const transliterations: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
};
const transliterable = new RegExp(`[${Object.keys(transliterations).join('')}]`, 'gu');

/**
 * Spec slug rule: lowercase, whitespace becomes a hyphen, punctuation and symbols are removed,
 * repeated hyphens collapse into one, accents optionally removed. Leading and trailing hyphens are
 * dropped too, so a slug never starts or ends with one. Letters and digits of every script are kept.
 */
export function slugify(text: string, { removeAccents = true }: SlugifyOptions = {}): string {
  let slug = text.toLowerCase();
  slug = removeAccents
    ? slug
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(transliterable, (letter) => transliterations[letter] ?? letter)
    : slug.normalize('NFKC');
  // Compatibility forms can decompose into capitals (e.g. the ㎒ sign), so lowercase once more.
  slug = slug.toLowerCase();
  const kept = removeAccents ? /[^\p{L}\p{N}\s-]/gu : /[^\p{L}\p{M}\p{N}\s-]/gu;
  return slug
    .replace(kept, '')
    .replace(/\s+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .normalize('NFC');
}
