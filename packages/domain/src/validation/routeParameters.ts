/**
 * The route table's path parameters and queries. They run in every page's entry, to match a link
 * on the client as the server does, so they are valibot schemas: each page carries only the
 * functions its rules use (a few KB gzip), where zod's core alone would weigh about 16 KB. Parse
 * them with valibot's `parse`/`safeParse`. The API's inputs keep zod.
 */
import * as v from 'valibot';
import { articleIdLimit } from '../constants.ts';
import { listModes, projectScopes, sortOrders } from '../vocabulary/catalogue.ts';
import { dateFilters, triStateFilters } from '../vocabulary/filters.ts';
import { orderStatusCodes, ticketStatuses } from '../vocabulary/orders.ts';

/** A path segment that is not empty or whitespace only. */
export const nonBlankSegment = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/**
 * Digits only, as a safe integer: ids longer than JavaScript can hold exactly are refused rather than
 * silently rounded to another record's id.
 */
export const digitsId = v.pipe(v.string(), v.regex(/^\d+$/), v.toNumber(), v.safeInteger());

/**
 * Help-centre topic id: digits (`12`), or text ending in an underscore plus digits (`shipping-costs_12`).
 * `_12` is accepted too: a topic whose title slugifies to nothing still has a reachable link.
 */
const helpCenterTopicIdPattern = /^(?:\d+|[^/]*_\d+)$/;

/** The numeric topic id inside a topic path segment (`abc_12` → 12). */
export function topicNumberOf(id: string): number {
  return Number(/(\d+)$/.exec(id)?.[1]);
}

export const helpCenterTopicId = v.pipe(v.string(), v.regex(helpCenterTopicIdPattern));

/** /create article id: digits and below the article id limit (19999 passes, 20000 does not). */
export const constructorArticleId = v.pipe(digitsId, v.ltValue(articleIdLimit));

// Parameter schemas per route shape; strict so a route cannot receive parameters it does not declare.
export const noParams = v.strictObject({});
export const slugParams = v.strictObject({ slug: nonBlankSegment });
export const helpCenterTopicParams = v.strictObject({ id: helpCenterTopicId });
export const helpCenterCategoryParams = v.strictObject({ id: digitsId });
export const designParams = v.strictObject({ slug: nonBlankSegment, design_id: nonBlankSegment });
export const designsParams = v.strictObject({ slug: nonBlankSegment, article_id: digitsId });
export const createParams = v.strictObject({ article_id: constructorArticleId });
export const trackingParams = v.strictObject({ public_id: nonBlankSegment });

// Queries: a value a page reads falls back to its default (`v.fallback`, also for a missing one),
// never an error; `v.fallback(v.optional(…), undefined)` leaves a missing value out.

/** The schema's value, or absent for a missing or bad one (never an error). */
const absentUnless = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.fallback(v.optional(schema), undefined);

/** Text, trimmed, with something left. */
const trimmedText = v.pipe(v.string(), v.trim(), v.minLength(1));

/**
 * /create/{article_id}: `?design=` reopens one of the customer's designs (the account's designs
 * list, the cart's "edit design" and the address after the first save link it); missing or
 * blank, the editor starts a new design or offers to continue the last one. Never an error: a
 * design that is not there is the editor's own message.
 */
export const createQuery = v.looseObject({
  design: absentUnless(v.pipe(trimmedText, v.maxLength(120))),
  /**
   * The mailed link's token (`?design=…&token=…`): it opens the design in any browser, which may
   * then go on saving it. Only read with `design`.
   */
  token: absentUnless(v.pipe(trimmedText, v.maxLength(128))),
});
export const userRequiredActionParams = v.strictObject({
  public_id: nonBlankSegment,
  user_required_action_public_id: nonBlankSegment,
});

/** /search is valid only with a `query` that has something besides whitespace. */
export const searchQuery = v.looseObject({ query: nonBlankSegment });

/** A number read from text as `Number` reads it (`'2'` → 2, `' 2 '` → 2), a safe integer. */
const integerFromText = v.pipe(v.unknown(), v.toNumber(), v.safeInteger());

/** `?page=` as a page number from 1; a missing or bad value is the first page, never an error. */
const pageNumber = v.fallback(v.pipe(integerFromText, v.minValue(1)), 1);
export const pageQuery = v.looseObject({ page: pageNumber });
/** /designs: the gallery's page, and `?list_mode=LANDING` for campaigns (anything else: the gallery). */
export const designsQuery = v.looseObject({
  page: pageNumber,
  list_mode: absentUnless(v.picklist(listModes)),
});

/**
 * /help-center: `?query=` searches the topics; missing, blank or not text, no search (never an
 * error). Absent rather than empty, so the canonical URL of the plain help centre has no query.
 */
export const helpCenterQuery = v.looseObject({ query: absentUnless(trimmedText) });

/** /unsubscribe: the mail link's `email` and `token`; anything else is as if the link had none. */
export const unsubscribeQuery = v.looseObject({
  email: v.fallback(v.pipe(v.string(), v.trim()), ''),
  token: absentUnless(trimmedText),
});

/** The forms of /contact (`?channel=`); the help centre itself is not a form. */
export const contactFormChannels = ['formContact', 'formContactRequestBudget', 'chat'] as const;
export type ContactFormChannel = (typeof contactFormChannels)[number];
/** /contact: which form; anything else is the message form. */
export const contactQuery = v.looseObject({
  channel: v.fallback(v.picklist(contactFormChannels), 'formContact'),
});

/** A library's sort order; anything unknown is the last modified first. */
const sortOrder = v.fallback(v.picklist(sortOrders), 'DATE_LAST_MODIFICATION');

/** /accounts/designs: the library's sort order and page; anything unknown is the default view. */
export const accountDesignsQuery = v.looseObject({ page: pageNumber, sort: sortOrder });

/** A period filter of the account's lists; anything unknown is every period. */
const dateFilterQuery = v.fallback(v.picklist(dateFilters), 'without');
/** A tri-state filter (ALL, true, false); anything unknown is ALL. */
const triStateQuery = v.fallback(v.picklist(triStateFilters), 'ALL');

/** /accounts/invoices: period, paid state (ALL, true, false) and page. */
export const accountInvoicesQuery = v.looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
  paid: triStateQuery,
});

/** /accounts/commissions: period and page. */
export const accountCommissionsQuery = v.looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
});

/** /accounts/designs/admin: project scope (ALL for every scope), published state, sort and page. */
export const accountDesignsAdminQuery = v.looseObject({
  page: pageNumber,
  scope: v.fallback(v.picklist(['ALL', ...projectScopes]), 'ALL'),
  published: triStateQuery,
  sort: sortOrder,
});

/** /reviews: the page and `?family=` (a product family's id); a bad family shows every review. */
export const reviewsQuery = v.looseObject({
  page: pageNumber,
  family: absentUnless(v.pipe(integerFromText, v.minValue(1))),
});

/** /accounts/orders/:order_id and /accounts/tickets/:ticket_id: the id the product API knows. */
export const accountOrderParams = v.strictObject({ order_id: digitsId });
export const accountTicketParams = v.strictObject({ ticket_id: digitsId });

/** /accounts/orders: period, status and page; a bad value is its default, never an error. */
export const accountOrdersQuery = v.looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
  /** An order status code from the URL (`?status=9`); anything else is no status filter. */
  status: absentUnless(v.pipe(v.unknown(), v.toNumber(), v.picklist(orderStatusCodes))),
});
/** /accounts/tickets: the status tab and page; a bad value is its default. */
export const accountTicketsQuery = v.looseObject({
  page: pageNumber,
  status: v.fallback(v.picklist(ticketStatuses), 'PENDING'),
});

/** Any query is fine for routes that do not declare one. */
export const anyQuery = v.record(v.string(), v.string());
