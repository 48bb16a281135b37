import { matchRoute, type BrandId } from '@shop/domain';
import { preloadRouteModules } from '../app/routeModules.ts';

/** The route a same-origin link leads to, if it is one of this brand's. */
function routeOfLink(link: HTMLAnchorElement, brand: BrandId): string | undefined {
  if (link.origin !== window.location.origin) return undefined;
  const match = matchRoute(`${link.pathname}${link.search}`, brand);
  return match.ok ? match.route.name : undefined;
}

/**
 * Preloads a route's screen when a link to it is hovered, focused or scrolls into view, rather
 * than every route at once: a page loads only what the customer may open next.
 */
export function preloadLinkedScreens(root: HTMLElement, brand: BrandId) {
  const preload = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    const route = link instanceof HTMLAnchorElement ? routeOfLink(link, brand) : undefined;
    if (route) preloadRouteModules([route]);
  };
  root.addEventListener('pointerover', (event) => preload(event.target), { passive: true });
  root.addEventListener('focusin', (event) => preload(event.target));
  if (typeof IntersectionObserver === 'undefined') return;
  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      preload(entry.target);
    }
  });
  const observeLinks = () => {
    for (const link of root.querySelectorAll('a[href]')) {
      if (seen.has(link)) continue;
      seen.add(link);
      inView.observe(link);
    }
  };
  // The links in view wait until the page has loaded and the main thread is idle: the first
  // load runs the page's own code first, not the screens it may open next.
  afterLoadWhenIdle(() => {
    observeLinks();
    // Pages rendered after a navigation bring new links.
    new MutationObserver(observeLinks).observe(root, { childList: true, subtree: true });
  });
}

/** Runs `work` once the document has loaded and the browser has an idle moment (at most 5 s). */
function afterLoadWhenIdle(work: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
