import type { LogEntry } from '@shop/domain';
import { isCrawlerVisit } from './crawlerVisit.ts';

const chunkReloadKey = 'storefront:chunk-reload';
let reloading = false;

/**
 * The client's error handler (spec section 8): a chunk that failed to load after a deploy reloads
 * the page once (`vite:preloadError`); any other error goes to /api/log with level ERROR. Crawlers trigger nothing.
 */
export function reportError(error: unknown, detail?: string): void {
  if (typeof window === 'undefined' || isCrawlerVisit()) return;
  // The page is going away to fetch the new build: what failed on the way is not worth a report.
  if (reloading) return;
  const message = error instanceof Error ? error.message : String(error);
  // The server adds the session, user agent and referrer it sees itself.
  const entry: LogEntry = {
    level: 'ERROR',
    message: (detail ? `${message}\n${detail}` : message).slice(0, 4000) || 'Unknown error',
    url: window.location.href.slice(0, 2048),
  };
  void fetch('/api/log', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Vite announces a route chunk (or its CSS) that failed to load, typically because a deploy
 * replaced it: reload once to get the new build; a second failure in the same tab is reported.
 */
function reloadOnceForNewBuild(event: Event): void {
  if (isCrawlerVisit() || sessionStorage.getItem(chunkReloadKey) !== null) return;
  sessionStorage.setItem(chunkReloadKey, String(Date.now()));
  reloading = true;
  event.preventDefault();
  window.location.reload();
}

/** Reports what escapes React too: uncaught errors and unhandled rejections. */
export function installErrorReporting(): void {
  window.addEventListener('vite:preloadError', reloadOnceForNewBuild);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
