import { hrefOf, routes, type CountrySite } from '@shop/domain';
import { asWords, englishDemoTexts } from '@shop/mocks';
import { i18nFor, messagesOf, namespaces } from '@shop/ui/features/i18n/allMessages.ts';
import { expect } from 'vitest';
import { hasRouteModule } from '../app/routeModules.ts';
import { CookieJar } from './testServer.ts';
import { accountKinds, loggedInSession } from './guardRedirects.ts';
import { routeExampleOf } from './routeExamples.ts';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree | undefined): string[] =>
  Object.values(tree ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value),
  );

/** English sentences of the source, plain enough to appear verbatim in HTML (no markup, no placeholder). */
const englishSentences = namespaces
  .flatMap((namespace) => texts(messagesOf(namespace).en))
  .filter((text) => /^[A-Z][A-Za-z ,.]{28,}$/.test(text) && text.includes(' '));

/**
 * The mock product API's English demo texts a page in `language` must not show: all of them but
 * those the language's own API texts or messages use as words too (a brand's "Home" link, say).
 */
const demoTextsByLanguage = new Map<string, { text: string; words: RegExp }[]>();
function englishDemoTextsOff(language: string) {
  let listed = demoTextsByLanguage.get(language);
  if (!listed) {
    const own = namespaces
      .flatMap((namespace) => {
        const messages: Partial<Record<string, Tree>> = messagesOf(namespace);
        return texts(messages[language]);
      })
      .join('\n');
    listed = englishDemoTexts(language)
      .map((text) => ({ text, words: asWords(text) }))
      .filter(({ words }) => !words.test(own));
    demoTextsByLanguage.set(language, listed);
  }
  return listed;
}

/** The page's HTML with the entities React writes for quotes and ampersands read back. */
const shownText = (html: string) =>
  html.replace(/&(#x27|#39|quot|amp);/g, (_, entity: string) =>
    entity === 'quot' ? '"' : entity === 'amp' ? '&' : "'",
  );

/** Every built page of the country site (account shortcuts only redirect). */
const builtRoutesOf = (site: CountrySite) =>
  routes.filter(
    (route) =>
      hasRouteModule(route.name) &&
      route.redirectTo === undefined &&
      (route.countrySites === 'all' || route.countrySites.includes(site.id)),
  );

/** Sessions of each kind of account, logged in once per site under test. */
const sessionsByOrigin = new Map<string, Promise<CookieJar[]>>();
function sessionsOf(origin: string): Promise<CookieJar[]> {
  let sessions = sessionsByOrigin.get(origin);
  if (!sessions) {
    sessions = Promise.all(
      Object.values(accountKinds).map((email) =>
        email ? loggedInSession(origin, email) : Promise.resolve(new CookieJar()),
      ),
    );
    sessionsByOrigin.set(origin, sessions);
  }
  return sessions;
}

/** The page as the first kind of account its guards let in (anonymous, customer, foticos...) sees it. */
async function pageAt(origin: string, path: string): Promise<string | undefined> {
  for (const jar of await sessionsOf(origin)) {
    const response = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      headers: jar.header() ? { cookie: jar.header() } : {},
    });
    if (response.status < 300 || response.status >= 400) return response.text();
    await response.body?.cancel();
  }
  return undefined;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';

/**
 * Every built page of a country site, as the first kind of account it lets in, speaks the site's language: `<html lang>`, a title and a
 * description of its own, and (outside English sites) no sentence of the English source and no
 * English demo text of the product API (product names, themes, offers, tracking, pickup points...).
 * Fails for a language whose messages have not landed yet, naming the page and the sentences.
 */
export async function expectCountrySiteInItsLanguage(origin: string, site: CountrySite) {
  const english = site.language === 'en';
  const englishHome = i18nFor('en').t('shop:pages.home.title');
  const pages = builtRoutesOf(site);
  let rendered = 0;
  for (const route of pages) {
    const path = routeExampleOf(site, route.name);
    const html = await pageAt(origin, path);
    // Only the checkout sends every kind of account away (to the cart while it is empty).
    if (html === undefined && route.name === 'checkout') continue;
    expect(html, `${path} redirects every kind of account`).toBeDefined();
    if (html === undefined) continue;
    rendered += 1;
    expect(html, path).toContain(`<html lang="${site.language}">`);
    expect(titleOf(html), `${path} title`).not.toBe('');
    expect(descriptionOf(html), `${path} description`).not.toBe('');
    if (english) continue;
    if (path === hrefOf(site, 'home')) expect(titleOf(html), path).not.toContain(englishHome);
    const leaked = englishSentences.filter((sentence) => html.includes(sentence));
    expect(leaked, `${path}: English sentences on ${site.id}`).toEqual([]);
    const shown = shownText(html);
    const demo = englishDemoTextsOff(site.language).filter(
      ({ text, words }) => shown.includes(text) && words.test(shown),
    );
    expect
      .soft(
        demo.map(({ text }) => text),
        `${path}: English demo texts of the product API on ${site.id}`,
      )
      .toEqual([]);
  }
  return { routes: pages.length, rendered };
}
