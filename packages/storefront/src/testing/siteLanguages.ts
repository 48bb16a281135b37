import { hrefOf, type CountrySite } from '@shop/domain';
import { i18nFor, messagesOf, namespaces } from '@shop/ui/messages';
import { expect } from 'vitest';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree | undefined): string[] =>
  Object.values(tree ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value),
  );

/** English sentences of the source, plain enough to appear verbatim in HTML (no markup, no placeholder). */
const englishSentences = namespaces
  .flatMap((namespace) => texts(messagesOf(namespace).en as Tree))
  .filter((text) => /^[A-Z][A-Za-z ,.]{28,}$/.test(text) && text.includes(' '));

/** Public pages every country site renders without an account or a catalogue link. */
const sampledRoutes = (site: CountrySite) => [
  hrefOf(site, 'home'),
  hrefOf(site, 'offers'),
  hrefOf(site, 'search', {}, { query: 'mug' }),
  hrefOf(site, 'tagsList'),
  hrefOf(site, 'tracking'),
  hrefOf(site, 'cart'),
  hrefOf(site, 'login'),
  hrefOf(site, 'page', { slug: 'privacy' }),
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';

/**
 * Every sampled page of a country site speaks the site's language: `<html lang>`, a title and a
 * description of its own, and (outside English sites) no sentence of the English source.
 * Fails for a language whose messages have not landed yet, naming the page and the sentences.
 */
export async function expectCountrySiteInItsLanguage(origin: string, site: CountrySite) {
  const english = site.language === 'en';
  const englishHome = i18nFor('en').t('shop:pages.home.title');
  for (const path of sampledRoutes(site)) {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) continue; // e.g. login when the site requires it
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${site.language}">`);
    expect(titleOf(html), `${path} title`).not.toBe('');
    expect(descriptionOf(html), `${path} description`).not.toBe('');
    if (english) continue;
    if (path === hrefOf(site, 'home')) expect(titleOf(html), path).not.toContain(englishHome);
    const leaked = englishSentences.filter((sentence) => html.includes(sentence));
    expect(leaked, `${path}: English sentences on ${site.id}`).toEqual([]);
  }
}
