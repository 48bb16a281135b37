import type { Specification } from '@shop/domain';
import type { ArticleFixture } from '../fixtures/articles.ts';
import type { AssetRef } from '../fixtures/assets.ts';
import { familyDescriptions } from '../fixtures/specifications.ts';
import { fillText } from '../fixtures/texts/index.ts';
import { productTextsFor } from '../fixtures/texts/products/index.ts';

// What a product page says about an article, in the call's language: its description, the alt
// texts of its gallery and its specifications. `name` is the article's name in that language.

export function articleDescriptionIn(
  article: Pick<ArticleFixture, 'family'>,
  name: string,
  language: string | undefined,
): string {
  const template =
    productTextsFor(language)?.descriptions[article.family] ?? familyDescriptions[article.family];
  return fillText(template, { name });
}

/** The gallery's pictures described in the language: the product, at home, a close-up. */
export function galleryIn(
  media: readonly AssetRef[],
  name: string,
  language: string | undefined,
): AssetRef[] {
  const words = productTextsFor(language)?.gallery ?? {
    atHome: '{name} at home',
    detail: '{name}, detail of the print',
  };
  const labels = [name, fillText(words.atHome, { name }), fillText(words.detail, { name })];
  return media.map((asset, index) => ({ ...asset, label: labels[index] ?? name }));
}

/** The decimal sign of a language's numbers (`21 × 29,7 cm` in Spanish). */
function decimalSignOf(language: string | undefined): string {
  const locale =
    language && Intl.NumberFormat.supportedLocalesOf(language).length ? language : 'en';
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}

export function specificationsIn(
  article: Pick<ArticleFixture, 'specifications'>,
  language: string | undefined,
): Specification[] {
  const words = productTextsFor(language)?.specifications ?? {};
  const decimal = decimalSignOf(language);
  return article.specifications.map(({ kind, values }) => ({
    kind,
    values: values.map((value) => (words[value] ?? value).replace(/(\d)\.(\d)/g, `$1${decimal}$2`)),
  }));
}
