import type { Session } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import type { DocumentTemplate } from './pageDocument.ts';
import { queryStaleTimeMs } from '../../app/queryDefaults.ts';

/**
 * Who may be served a shared page and with which session it is rendered: a visitor who is not
 * logged in. Of their session the page may depend only on the consent answer (the banner is
 * painted for a visitor who has not answered), so the page is rendered with that and the session
 * id (for the product API calls) alone, and the consent answer is part of the cache key; the
 * whole session goes into the page state per response. A visitor without a session (`fresh`) and
 * one with a session never share an entry: the second's cart answer is filled per response.
 */
export function sharedPageVisitor(
  session: Session,
  options: { fresh: boolean; loggedIn: boolean },
): { variant: string; session: Session } | undefined {
  if (options.loggedIn || session.customer) return undefined;
  const { fotiApiClient, isConsentGiven, isAdsAccepted, isAnalyticsAccepted, consentVersion } =
    session;
  const consent = { isConsentGiven, isAdsAccepted, isAnalyticsAccepted, consentVersion };
  const answer = [isConsentGiven, isAdsAccepted, isAnalyticsAccepted, consentVersion]
    .map((field) => (field === undefined ? '-' : String(field)))
    .join(',');
  const defined = Object.fromEntries(
    Object.entries(consent).filter(([, field]) => field !== undefined),
  ) as Partial<typeof consent>;
  return {
    variant: `${options.fresh ? 'visitor' : 'session'} consent=${answer}`,
    session: { fotiApiClient, ...defined },
  };
}

export interface PageCacheOptions {
  /** How long an entry is served; default the data's staleTime (`queryStaleTimeMs`, 60 s). */
  ttlMs?: number;
  /** Most characters of HTML kept, all entries together; default 64 Mi (about 1 000 pages). */
  maxSize?: number;
  /** Milliseconds now; `Date.now` unless a test moves the clock. */
  now?: () => number;
}

const defaultPageCacheMaxSize = 64 * 1024 * 1024;
/** A key beyond this (a very long query) is not cached: it could only crowd out real pages. */
const maxPageCacheKeyLength = 2048;

/** What the HTML of a shared page depends on besides the product API's data. */
export interface PageCacheKey {
  brand: string;
  /** The shop's origin (canonical and hreflang links are absolute). */
  origin: string;
  /** Path and query as the URL parser normalises them; the country site is its first segment. */
  path: string;
  /** Crawlers are guarded and rendered for differently. */
  isCrawler: boolean;
  /** The visitor's kind and consent answer (`sharedPageVisitor`). */
  visitor: string;
}

interface Entry {
  template: DocumentTemplate;
  expiresAt: number;
}

/**
 * The micro-cache of pages nobody in particular sees: a document template per brand, origin, path
 * and query, crawler flag and kind of visitor, kept for the data's staleTime in a bounded LRU. Whether a page may go in or come
 * out is decided by the page route (see `servePageFromCache.ts`): this only stores.
 */
export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? queryStaleTimeMs;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: options.maxSize ?? defaultPageCacheMaxSize,
      sizeCalculation: (entry, key) => entry.template.length + key.length,
    });
  }

  /** The cache key, or undefined when the page is not cached at all. */
  keyOf(key: PageCacheKey): string | undefined {
    const text = `${key.brand} ${key.isCrawler ? 'crawler' : 'browser'} ${key.visitor} ${key.origin}${key.path}`;
    return text.length > maxPageCacheKeyLength ? undefined : text;
  }

  get(key: string): DocumentTemplate | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.template;
  }

  set(key: string, template: DocumentTemplate): void {
    this.#entries.set(key, { template, expiresAt: this.#now() + this.#ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }
}
