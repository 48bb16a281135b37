import type { RouteMatch } from '@shop/domain';
import { addMessages, hasMessages } from '@shop/ui/features/i18n/i18nFor.ts';
import { generalNamespaces, type MessageBundles } from '@shop/ui/features/i18n/locales.ts';
import { buildId } from '../buildId.ts';

/** The spec's translation path of one route's own messages, on top of every page's namespaces. */
const routeMessagesPath = (locale: string, route: string) =>
  `/${locale}/${route}/data.json?v=${encodeURIComponent(buildId)}`;

/** Namespaces a route's page renders: the general ones plus those its route table entry declares. */
export function pageNamespaces(routeNamespaces: readonly string[]): string[] {
  return [...new Set([...generalNamespaces, ...routeNamespaces])];
}

/** Messages a page carries in its state, so hydration renders them without a request. */
export interface PageMessages {
  language: string;
  bundles: MessageBundles;
}

const fetched = new Map<string, Promise<void>>();

/**
 * Browser: fetches a route's namespaces (once per locale and route) before its page renders,
 * started next to the route's chunk so neither waits for the other and no raw key is ever shown.
 */
export function loadRouteMessages(match: RouteMatch): Promise<void> {
  const { language, id: locale } = match.countrySite;
  if (hasMessages(language, pageNamespaces(match.route.namespaces))) return Promise.resolve();
  const path = routeMessagesPath(locale, match.route.name);
  let promise = fetched.get(path);
  if (!promise) {
    promise = fetch(path)
      .then((response) => {
        if (!response.ok) throw new Error(`Messages ${path} answered ${response.status}`);
        return response.json() as Promise<MessageBundles>;
      })
      .then((bundles) => addMessages(language, bundles));
    promise.catch(() => fetched.delete(path));
    fetched.set(path, promise);
  }
  return promise;
}
