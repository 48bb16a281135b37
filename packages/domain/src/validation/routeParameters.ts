// The route table's rules run in every page's entry: they use the route schema kit, not zod.
import { articleIdLimit } from '../constants.ts';
import { listModes, projectScopes, sortOrders } from '../vocabulary/catalogue.ts';
import { dateFilters, triStateFilters } from '../vocabulary/filters.ts';
import { type OrderStatusCode, orderStatusCodes, ticketStatuses } from '../vocabulary/orders.ts';
import {
  looseObject,
  numberFromText,
  oneOf,
  optional,
  orDefault,
  refine,
  strictObject,
  text,
  textRecord,
  when,
} from './routeSchema.ts';

/** A path segment that is not empty or whitespace only. */
export const nonBlankSegment = text({}, (value) => value.trim() !== '');

/**
 * Digits only, as a safe integer: ids longer than JavaScript can hold exactly are refused rather than
 * silently rounded to another record's id.
 */
export const digitsId = refine(text({ pattern: /^\d+$/ }), (digits) => {
  const id = Number(digits);
  return when(id, Number.isSafeInteger(id));
});

/**
 * Help-centre topic id: digits (`12`), or text ending in an underscore plus digits (`shipping-costs_12`).
 * `_12` is accepted too: a topic whose title slugifies to nothing still has a reachable link.
 */
const helpCenterTopicIdPattern = /^(?:\d+|[^/]*_\d+)$/;

/** The numeric topic id inside a topic path segment (`abc_12` → 12). */
export function topicNumberOf(id: string): number {
  return Number(/(\d+)$/.exec(id)?.[1]);
}

export const helpCenterTopicId = text({ pattern: helpCenterTopicIdPattern });

/** /create article id: digits and below the article id limit (19999 passes, 20000 does not). */
export const constructorArticleId = refine(digitsId, (id) => when(id, id < articleIdLimit));

// Parameter schemas per route shape; strict so a route cannot receive parameters it does not declare.
export const noParams = strictObject({});
export const slugParams = strictObject({ slug: nonBlankSegment });
export const helpCenterTopicParams = strictObject({ id: helpCenterTopicId });
export const helpCenterCategoryParams = strictObject({ id: digitsId });
export const designParams = strictObject({ slug: nonBlankSegment, design_id: nonBlankSegment });
export const designsParams = strictObject({ slug: nonBlankSegment, article_id: digitsId });
export const createParams = strictObject({ article_id: constructorArticleId });
export const trackingParams = strictObject({ public_id: nonBlankSegment });
/**
 * /create/{article_id}: `?design=` reopens one of the customer's designs (the account's designs
 * list, the cart's "edit design" and the address after the first save link it); missing or
 * blank, the editor starts a new design or offers to continue the last one. Never an error: a
 * design that is not there is the editor's own message.
 */
export const createQuery = looseObject({
  design: orDefault(optional(text({ trim: true, minLength: 1, maxLength: 120 })), undefined),
});
export const userRequiredActionParams = strictObject({
  public_id: nonBlankSegment,
  user_required_action_public_id: nonBlankSegment,
});

/** /search is valid only with a `query` that has something besides whitespace. */
export const searchQuery = looseObject({ query: nonBlankSegment });
/** `?page=` as a page number from 1; a missing or bad value is the first page, never an error. */
const pageNumber = orDefault(
  numberFromText((page) => Number.isSafeInteger(page) && page >= 1),
  1,
);
export const pageQuery = looseObject({ page: pageNumber });
/** /designs: the gallery's page, and `?list_mode=LANDING` for campaigns (anything else: the gallery). */
export const designsQuery = looseObject({
  page: pageNumber,
  list_mode: orDefault(optional(oneOf(listModes)), undefined),
});

/**
 * /help-center: `?query=` searches the topics; missing, blank or not text, no search (never an
 * error). Absent rather than empty, so the canonical URL of the plain help centre has no query.
 */
export const helpCenterQuery = looseObject({
  query: orDefault(optional(text({ trim: true, minLength: 1 })), undefined),
});

/** /unsubscribe: the mail link's `email` and `token`; anything else is as if the link had none. */
export const unsubscribeQuery = looseObject({
  email: orDefault(text({ trim: true }), ''),
  token: orDefault(optional(text({ trim: true, minLength: 1 })), undefined),
});

/** The forms of /contact (`?channel=`); the help centre itself is not a form. */
export const contactFormChannels = ['formContact', 'formContactRequestBudget', 'chat'] as const;
export type ContactFormChannel = (typeof contactFormChannels)[number];
/** /contact: which form; anything else is the message form. */
export const contactQuery = looseObject({
  channel: orDefault(oneOf(contactFormChannels), 'formContact'),
});

/** /accounts/designs: the library's sort order and page; anything unknown is the default view. */
export const accountDesignsQuery = looseObject({
  page: pageNumber,
  sort: orDefault(oneOf(sortOrders), 'DATE_LAST_MODIFICATION'),
});

/** A period filter of the account's lists; anything unknown is every period. */
const dateFilterQuery = orDefault(oneOf(dateFilters), 'without');

/** /accounts/invoices: period, paid state (ALL, true, false) and page. */
export const accountInvoicesQuery = looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
  paid: orDefault(oneOf(triStateFilters), 'ALL'),
});

/** /accounts/commissions: period and page. */
export const accountCommissionsQuery = looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
});

/** /accounts/designs/admin: project scope (ALL for every scope), published state, sort and page. */
export const accountDesignsAdminQuery = looseObject({
  page: pageNumber,
  scope: orDefault(oneOf(['ALL', ...projectScopes]), 'ALL'),
  published: orDefault(oneOf(triStateFilters), 'ALL'),
  sort: orDefault(oneOf(sortOrders), 'DATE_LAST_MODIFICATION'),
});

/** /reviews: the page and `?family=` (a product family's id); a bad family shows every review. */
export const reviewsQuery = looseObject({
  page: pageNumber,
  family: orDefault(
    optional(numberFromText((id) => Number.isSafeInteger(id) && id > 0)),
    undefined,
  ),
});

/** /accounts/orders/:order_id and /accounts/tickets/:ticket_id: the id the product API knows. */
export const accountOrderParams = strictObject({ order_id: digitsId });
export const accountTicketParams = strictObject({ ticket_id: digitsId });

/** An order status code from the URL (`?status=9`); anything else is no status filter. */
const orderStatusFilter = orDefault(
  optional(
    refine(numberFromText(), (code) =>
      when(code as OrderStatusCode, (orderStatusCodes as readonly number[]).includes(code)),
    ),
  ),
  undefined,
);
/** /accounts/orders: period, status and page; a bad value is its default, never an error. */
export const accountOrdersQuery = looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
  status: orderStatusFilter,
});
/** /accounts/tickets: the status tab and page; a bad value is its default. */
export const accountTicketsQuery = looseObject({
  page: pageNumber,
  status: orDefault(oneOf(ticketStatuses), 'PENDING'),
});

/** Any query is fine for routes that do not declare one. */
export const anyQuery = textRecord();
