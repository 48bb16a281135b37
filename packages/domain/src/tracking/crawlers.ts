import { isbot } from 'isbot';

/**
 * Crawlers are recognised by user agent with `isbot`'s maintained list. They get no page events and do
 * not trigger the error handler. A missing user agent is not treated as a crawler (isbot's choice).
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return isbot(userAgent);
}
