/** Document titles of the error screens, exactly as the spec gives them. */
export const errorPageTitles = { notFound: '404 Not Found', other: '500 Error' } as const;

/** Only 400 keeps its own illustration; every other error shows the 500 one. */
export const errorIllustrations = [400, 500] as const;
export type ErrorIllustration = (typeof errorIllustrations)[number];

export const illustrationFor = (status: number): ErrorIllustration => (status === 400 ? 400 : 500);

/** A plain left click on a link to a page of this shop (not a new tab, download or other site). */
export function inSiteHref(event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor || anchor.hasAttribute('download')) return undefined;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) || href.startsWith('#')) return undefined;
  return href;
}
