/**
 * Whether the server recognised this visit as a crawler's (by its user agent, with `isCrawler`):
 * it says so in the page's state, so the browser does not carry the crawler list itself. Crawlers
 * send no page events and no error reports, and their client-side navigations render as the
 * server would render for them.
 */
let crawler = false;

export function isCrawlerVisit(): boolean {
  return crawler;
}

/** Called with the page's state before anything could report or navigate. */
export function rememberCrawlerVisit(isCrawler: boolean): void {
  crawler = isCrawler;
}
