import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';

/**
 * A page's document with the parts that differ per response left open: the Content-Security-Policy
 * nonce and the visitor's session in the page state. Made once per render, filled once per response.
 */
export interface DocumentTemplate {
  /** The document split at its slots; `slots[i]` goes between `parts[i]` and `parts[i + 1]`. */
  readonly parts: readonly string[];
  readonly slots: readonly ('nonce' | 'session')[];
  /** UTF-16 length of the parts together, what the cache counts. */
  readonly length: number;
}

/** What one response puts in the slots. */
export interface DocumentFill {
  nonce: string;
  /** The visitor's session as JSON safe inside `<script>` (see `safeJson`). */
  sessionJson: string;
}

// Random per process: no page text, however it was written, can contain them by accident.
const token = randomBytes(16).toString('hex');
/** Written where the nonce goes (attribute values: hex only, nothing to escape). */
export const noncePlaceholder = `storefront-nonce-${token}`;
/** Written in place of the session in the page state; JSON-quoted, the whole string is replaced. */
export const sessionPlaceholder = `storefront-session-${token}`;
const slotPattern = new RegExp(`${noncePlaceholder}|"${sessionPlaceholder}"`, 'g');

/** Cuts a document rendered with the placeholders into a template. */
export function documentTemplate(document: string): DocumentTemplate {
  const parts: string[] = [];
  const slots: ('nonce' | 'session')[] = [];
  let from = 0;
  for (const match of document.matchAll(slotPattern)) {
    parts.push(document.slice(from, match.index));
    slots.push(match[0] === noncePlaceholder ? 'nonce' : 'session');
    from = match.index + match[0].length;
  }
  parts.push(document.slice(from));
  return { parts, slots, length: document.length };
}

/** The document of one response. */
export function fillDocument(template: DocumentTemplate, fill: DocumentFill): string {
  let document = template.parts[0] ?? '';
  for (let index = 0; index < template.slots.length; index++) {
    document +=
      (template.slots[index] === 'nonce' ? fill.nonce : fill.sessionJson) +
      template.parts[index + 1];
  }
  return document;
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

/** What the HTML of an anonymous page depends on besides the product API's data. */
export interface PageCacheKey {
  brand: string;
  /** The shop's origin (canonical and hreflang links are absolute). */
  origin: string;
  /** Path and query as the URL parser normalises them; the country site is its first segment. */
  path: string;
  /** Crawlers are guarded and rendered for differently. */
  isCrawler: boolean;
}

interface Entry {
  template: DocumentTemplate;
  expiresAt: number;
}

/**
 * The micro-cache of anonymous pages: a document template per brand, origin, path and query and
 * crawler flag, kept for the data's staleTime in a bounded LRU. Whether a page may go in or come
 * out is decided by the page route (see `pages.ts`): this only stores.
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
    const text = `${key.brand} ${key.isCrawler ? 'crawler' : 'visitor'} ${key.origin}${key.path}`;
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
