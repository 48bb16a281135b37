import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Session } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';

/**
 * A page's document with the parts that differ per response left open: the Content-Security-Policy
 * nonce, the visitor's session in the page state and, in a page kept for visitors with a session,
 * their own cart's answer in it. Made once per render, filled once per response.
 */
export interface DocumentTemplate {
  /** The document split at its slots; `slots[i]` goes between `parts[i]` and `parts[i + 1]`. */
  readonly parts: readonly string[];
  readonly slots: readonly DocumentSlot[];
  /** UTF-16 length of the parts together, what the cache counts. */
  readonly length: number;
}

type DocumentSlot = 'nonce' | 'session' | 'cart';

/** What one response puts in the slots. */
export interface DocumentFill {
  nonce: string;
  /** The visitor's session as JSON safe inside `<script>` (see `safeJson`). */
  sessionJson: string;
  /** The visitor's own cart answer as safe JSON; only a template with a cart slot asks for it. */
  cartJson?: string;
}

// Random per process: no page text, however it was written, can contain them by accident.
const token = randomBytes(16).toString('hex');
/** Written where the nonce goes (attribute values: hex only, nothing to escape). */
export const noncePlaceholder = `storefront-nonce-${token}`;
/** Written in place of the session in the page state; JSON-quoted, the whole string is replaced. */
export const sessionPlaceholder = `storefront-session-${token}`;
/** Written in place of the cart's answer in the page state, likewise. */
export const cartPlaceholder = `storefront-cart-${token}`;
const slotPattern = new RegExp(
  `${noncePlaceholder}|"${sessionPlaceholder}"|"${cartPlaceholder}"`,
  'g',
);
const slotOf = (text: string): DocumentSlot =>
  text === noncePlaceholder ? 'nonce' : text.includes(sessionPlaceholder) ? 'session' : 'cart';

/** Cuts a document rendered with the placeholders into a template. */
export function documentTemplate(document: string): DocumentTemplate {
  const parts: string[] = [];
  const slots: DocumentSlot[] = [];
  let from = 0;
  for (const match of document.matchAll(slotPattern)) {
    parts.push(document.slice(from, match.index));
    slots.push(slotOf(match[0]));
    from = match.index + match[0].length;
  }
  parts.push(document.slice(from));
  return { parts, slots, length: document.length };
}

/** What a response puts in a template's slot `index`. */
function slotText(template: DocumentTemplate, index: number, fill: DocumentFill): string {
  const slot = template.slots[index];
  const text =
    slot === 'nonce' ? fill.nonce : slot === 'session' ? fill.sessionJson : fill.cartJson;
  // A page kept with someone's cart slot is never filled with anything else than one's own.
  if (text === undefined) throw new Error('A cached page’s cart slot has no cart to fill it');
  return text;
}

/** A template's parts as UTF-8, made once: a response then encodes only its slots. */
const encodedParts = new WeakMap<DocumentTemplate, Buffer[]>();
function partsOf(template: DocumentTemplate): Buffer[] {
  let parts = encodedParts.get(template);
  if (!parts) {
    parts = template.parts.map((part) => Buffer.from(part, 'utf8'));
    encodedParts.set(template, parts);
  }
  return parts;
}
const nothing = Buffer.alloc(0);

/**
 * The pieces of one response's document, in order, with their length in bytes: the template's
 * parts as made once (shared by every response, never written to) and the slots' text between
 * them. A server writes them to the socket one after the other; nothing is joined or copied.
 */
export interface DocumentPieces {
  pieces: (Uint8Array | string)[];
  byteLength: number;
}

/** The document of one response as UTF-8 pieces. */
export function documentPieces(template: DocumentTemplate, fill: DocumentFill): DocumentPieces {
  const parts = partsOf(template);
  const first = parts[0] ?? nothing;
  const pieces: (Uint8Array | string)[] = [first];
  let byteLength = first.byteLength;
  for (let index = 0; index < template.slots.length; index++) {
    const text = slotText(template, index, fill);
    const part = parts[index + 1] ?? nothing;
    pieces.push(text, part);
    byteLength += Buffer.byteLength(text, 'utf8') + part.byteLength;
  }
  return { pieces, byteLength };
}

/** The document of one response, as UTF-8, in one piece. */
export function fillDocument(
  template: DocumentTemplate,
  fill: DocumentFill,
): Uint8Array<ArrayBuffer> {
  const { pieces, byteLength } = documentPieces(template, fill);
  return Buffer.concat(
    pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece)),
    byteLength,
  );
}

/** A template's parts each compressed on its own, made on its first gzip response. */
const deflatedParts = new WeakMap<DocumentTemplate, Buffer[]>();

/** Raw deflate blocks of `text` ending on a byte boundary, so more blocks may follow them. */
const deflatedBlocks = (bytes: Buffer) =>
  deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
/** The most bytes one stored deflate block holds. */
const maxStoredBlock = 0xffff;

/**
 * `bytes` as stored (uncompressed) deflate blocks: a slot's few hundred bytes of nonce and session
 * are not worth a compressor per response. The blocks before end on a byte boundary (see
 * `deflatedBlocks`), so each stored block is a header byte (not final, type 00), its length and the
 * length's complement, then the bytes.
 */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(bytes.length / maxStoredBlock));
  const out = Buffer.allocUnsafe(bytes.length + 5 * blocks);
  let at = 0;
  for (let from = 0, block = 0; block < blocks; block++, from += maxStoredBlock) {
    const length = Math.min(maxStoredBlock, bytes.length - from);
    out[at] = 0;
    out.writeUInt16LE(length, at + 1);
    out.writeUInt16LE(~length & 0xffff, at + 3);
    bytes.copy(out, at + 5, from, from + length);
    at += 5 + length;
  }
  return out;
}

/** The gzip member's header: no name, no time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last, empty, deflate block. */
const finalBlock = deflateRawSync(nothing);

/**
 * The document of one response, gzip-compressed, as pieces (see `documentPieces`): the
 * template's parts are compressed once (each on its own, so each response's slots go between
 * them) and only the slots per response. The same bytes as `fillDocument` once decompressed; a
 * little larger than compressing the whole.
 */
export function gzipPieces(
  template: DocumentTemplate,
  fill: DocumentFill,
): DocumentPieces & { pieces: Uint8Array[] } {
  const raw = partsOf(template);
  let deflated = deflatedParts.get(template);
  if (!deflated) {
    deflated = raw.map(deflatedBlocks);
    deflatedParts.set(template, deflated);
  }
  const pieces: Uint8Array[] = [gzipHeader];
  let byteLength = gzipHeader.byteLength;
  let checksum = 0;
  let length = 0;
  const add = (bytes: Buffer, compressed: Buffer) => {
    checksum = crc32(bytes, checksum);
    length += bytes.length;
    pieces.push(compressed);
    byteLength += compressed.byteLength;
  };
  add(raw[0] ?? nothing, deflated[0] ?? nothing);
  for (let index = 0; index < template.slots.length; index++) {
    const bytes = Buffer.from(slotText(template, index, fill), 'utf8');
    add(bytes, storedBlocks(bytes));
    add(raw[index + 1] ?? nothing, deflated[index + 1] ?? nothing);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(finalBlock, trailer);
  byteLength += finalBlock.byteLength + trailer.byteLength;
  return { pieces, byteLength };
}

/** The document of one response, gzip-compressed, in one piece (see `gzipPieces`). */
export function gzipDocument(
  template: DocumentTemplate,
  fill: DocumentFill,
): Uint8Array<ArrayBuffer> {
  const { pieces, byteLength } = gzipPieces(template, fill);
  return Buffer.concat(pieces, byteLength);
}

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
