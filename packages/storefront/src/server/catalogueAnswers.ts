import { endpointList, type ApiClient, type EndpointName } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';

/**
 * The product API reads whose answer is the same for every visitor of a language: the public GETs
 * of the catalogue and the shop's content. Not the tracking pages (an order's state, which its
 * customer changes) nor the pickpoints of a checkout.
 */
const sharedAreas = new Set([
  'catalogue',
  'productTemplates',
  'designs',
  'reviews',
  'helpCenter',
  'pages',
]);
export const catalogueReads: ReadonlySet<EndpointName> = new Set(
  endpointList
    .filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        endpoint.access === 'public' &&
        sharedAreas.has(endpoint.name.split('.')[0] ?? ''),
    )
    .map((endpoint) => endpoint.name),
);

export interface CatalogueAnswersOptions {
  /** How long an answer is kept; by default the queries' `staleTime`, as the page cache. */
  ttlMs?: number;
  /** At most this many answers (least recently used dropped first). */
  max?: number;
  /** The clock (tests). */
  now?: () => number;
}

const defaultMaxAnswers = 2000;

/** Freezes an answer through, so no render can change what the next one reads. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) frozen(field);
  }
  return value;
}

/**
 * The catalogue's answers (`catalogueReads`), validated once and kept in this process for the
 * queries' `staleTime`, by language, endpoint and input: a page rendered for a visitor with a cart
 * or a customer asks the product API only for what is theirs. The data is never older than what
 * the page cache serves or the browser uses without fetching again. Only successful answers are
 * kept, frozen.
 */
export class CatalogueAnswers {
  readonly #entries: LRUCache<string, { answer: unknown; expiresAt: number }>;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: CatalogueAnswersOptions = {}) {
    this.#ttlMs = options.ttlMs ?? queryStaleTimeMs;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache({ max: options.max ?? defaultMaxAnswers });
  }

  get(key: string): unknown {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: unknown): void {
    this.#entries.set(key, { answer: frozen(answer), expiresAt: this.#now() + this.#ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }
}

export interface ReadsThrough {
  /** The process's catalogue answers; none: every call reaches the product API. */
  catalogue?: CatalogueAnswers;
  /** The client's language (every call carries it). */
  language: string;
  /** The session's cart (`cart.get`) when the request has asked for it already. */
  cart?: unknown;
  /**
   * Whether this client's answers may be kept for others: not a logged-in customer's (asked for
   * with their token), should the product API ever tailor the catalogue to a customer. A customer
   * reads the answers others' pages asked for.
   */
  keeps?: boolean;
}

/**
 * A page's API client: the catalogue's answers from `catalogue` (asked for and kept there when
 * missing), the session's cart from the request when known, everything else from `client`.
 */
export function readingThrough(client: ApiClient, reads: ReadsThrough): ApiClient {
  const { catalogue, language, cart, keeps = true } = reads;
  const call = async (name: EndpointName, input: unknown = {}, options?: unknown) => {
    const forward = () =>
      (client.call as (name: EndpointName, ...rest: unknown[]) => Promise<unknown>)(
        name,
        input,
        ...(options === undefined ? [] : [options]),
      );
    if (name === 'cart.get' && cart !== undefined) return cart;
    if (!catalogue || !catalogueReads.has(name)) return forward();
    const key = `${language} ${name} ${JSON.stringify(input)}`;
    const known = catalogue.get(key);
    if (known !== undefined) return known;
    const answer = await forward();
    if (keeps) catalogue.set(key, answer);
    return answer;
  };
  return { call: call as ApiClient['call'] };
}
