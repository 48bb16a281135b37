import { isCrawler, type LogEntry } from '@shop/domain';

const chunkReloadKey = 'storefront:chunk-reload';
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * The client's error handler (spec section 8): a chunk that failed to load after a deploy reloads
 * the page once; any other error goes to /api/log with level ERROR. Crawlers trigger nothing.
 */
export function reportError(error: unknown, detail?: string): void {
  if (typeof window === 'undefined' || isCrawler(navigator.userAgent)) return;
  const message = error instanceof Error ? error.message : String(error);
  if (chunkLoadFailure.test(message) && sessionStorage.getItem(chunkReloadKey) === null) {
    sessionStorage.setItem(chunkReloadKey, String(Date.now()));
    window.location.reload();
    return;
  }
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

/** Reports what escapes React too: uncaught errors and unhandled rejections. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
