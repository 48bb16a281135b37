// Story helpers for the screens' play functions: the story's messages, the routes its links lead
// to, and the states every screen shares (loading, phone width). Not part of the public API.
import { matchRoute, type RouteName } from '@shop/domain';
import { getResponse, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { brands } from '../../design-system/theme/brands.ts';
import { navigate, storyBrand } from '../layouts/shared/storySupport.tsx';
import { escapeRegExp, storyMessages } from '../../testing/storyMessages.ts';

type Globals = Record<string, unknown>;
type Canvas = ReturnType<typeof within<typeof queries>>;

/** The route of the shop's route table a link leads to, on the story brand's country sites (or any brand's). */
export function routeOfHref(href: string, globals: Globals): string {
  const brand = storyBrand(globals);
  for (const candidate of [brand, ...brands.filter((other) => other !== brand)]) {
    const match = matchRoute(href, candidate);
    if (match.ok) return match.route.name;
  }
  return `no route: ${href}`;
}

/** The link leads to this route of the shop. */
export async function expectLinkToRoute(link: HTMLElement, route: RouteName, globals: Globals) {
  await expect(routeOfHref(link.getAttribute('href') ?? '', globals)).toBe(route);
}

/**
 * A screen (or block) that is loading says so to assistive technology: its place is marked busy
 * and it holds the words the customer hears; nothing loaded and no error is shown yet.
 */
export async function expectLoading(busy: HTMLElement, words: string) {
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(busy).toHaveTextContent(words);
  await expect(busy.querySelector('[role="alert"]')).toBeNull();
}

/** The element marked busy around a loading text. */
export function busyAround(element: HTMLElement): HTMLElement {
  const busy = element.closest<HTMLElement>('[aria-busy]');
  if (!busy) throw new Error(`Nothing around “${element.textContent ?? ''}” is marked aria-busy`);
  return busy;
}

/** On a phone nothing is wider than the screen: the page never scrolls sideways. */
export async function expectFitsPhoneWidth(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>('[data-story-root]') ?? canvasElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
}

/** A name that starts with this text (a label followed by its required mark or a count). */
export const startingWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);

/** A select's list opens on a tap and closes with Escape, leaving the focus on the select and its value unchanged. */
export async function expectSelectOpensAndCloses(combobox: HTMLElement) {
  const before = combobox.textContent;
  await userEvent.click(combobox);
  await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  // The trigger by its id: the first opening swaps the select's light stand-in for Radix's.
  const trigger = document.getElementById(combobox.id) ?? combobox;
  await expect(trigger).toHaveFocus();
  await expect(trigger.textContent).toBe(before);
  await giveFocusBack(trigger);
}

/** As the story began, nothing focused (the screenshot shows no focus ring), once the element's own focus handling is done. */
export async function giveFocusBack(element: HTMLElement) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  element.blur();
  await waitFor(() => expect(element).not.toHaveFocus());
}

/**
 * A tap on the link asks the router to open its href (stories record it instead of leaving the
 * page: the story needs the `withRouterLink` decorator); the focus is given back afterwards.
 */
export async function expectFollows(link: HTMLElement) {
  const href = link.getAttribute('href');
  await userEvent.click(link);
  await expect(navigate).toHaveBeenLastCalledWith(href);
  await giveFocusBack(link);
}

/**
 * The first request to `path` (an MSW path such as `'*\/reviews'`) answers as the failing handlers
 * do (`scenarios.area.serverError`); later ones fall through to the happy path, so a retry
 * recovers. Put `reset` in the story's `beforeEach`, so every run starts with a failure.
 */
export function failsFirst(path: string, failing: readonly HttpHandler[]) {
  const state = { failed: false, calls: 0 };
  return {
    handlers: [
      http.all(path, async ({ request }) => {
        state.calls += 1;
        if (state.failed) return undefined;
        state.failed = true;
        return getResponse([...failing], request.clone());
      }),
    ],
    /** How many requests reached `path`: the retry is one more. */
    calls: () => state.calls,
    reset: () => {
      state.failed = false;
      state.calls = 0;
    },
  };
}

/** The 404 screen: its heading, and its ways on to the home page and the contact page. */
export async function expectNotFoundScreen(canvas: Canvas, globals: Globals) {
  const t = storyMessages(globals);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t('errors:notFound.heading') }),
  ).toBeVisible();
  await expectLinkToRoute(
    canvas.getByRole('link', { name: t('errors:backHome') }),
    'home',
    globals,
  );
  await expectLinkToRoute(
    canvas.getByRole('link', { name: t('errors:notFound.contact') }),
    'contact',
    globals,
  );
}

/** Every in-site link inside the element leads to a route of the shop; there is at least one. */
export async function expectLinksToShopRoutes(element: HTMLElement, globals: Globals) {
  const hrefs = Array.from(element.querySelectorAll('a[href^="/"]'), (link) =>
    link.getAttribute('href'),
  );
  await expect(hrefs.length).toBeGreaterThan(0);
  const unknown = hrefs.filter((href) => routeOfHref(href ?? '', globals).startsWith('no route'));
  await expect(unknown).toEqual([]);
}

/** What the shop places on the 404 screen (ERROR_PAGE) is there, and its links are the shop's routes. */
export async function expectRelatedContentOnNotFound(canvas: Canvas, globals: Globals) {
  const related = await canvas.findByRole('region', {
    name: storyMessages(globals)('content:related.ERROR_PAGE'),
  });
  await expect(related).toBeVisible();
  await expectLinksToShopRoutes(related, globals);
}
