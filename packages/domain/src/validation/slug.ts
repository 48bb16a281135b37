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
  // Compatibility forms can decompose into capitals (the ㎒ sign, the modifier letter ꟸ into Ħ),
  // so lowercase after normalising too, before letters are transliterated.
  let slug = text
    .toLowerCase()
    .normalize(removeAccents ? 'NFKD' : 'NFKC')
    .toLowerCase();
  if (removeAccents)
    slug = slug
      .replace(/\p{M}/gu, '')
      .replace(transliterable, (letter) => transliterations[letter] ?? letter);
  const kept = removeAccents ? /[^\p{L}\p{N}\s-]/gu : /[^\p{L}\p{M}\p{N}\s-]/gu;
  return slug
    .replace(kept, '')
    .replace(/\s+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .normalize('NFC');
}
