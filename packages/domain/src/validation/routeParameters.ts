// zod/mini: these schemas run in every page's entry, where the full zod is too heavy.
import { z } from 'zod/mini';
import { articleIdLimit } from '../constants.ts';
import { listModes, projectScopes, sortOrders } from '../vocabulary/catalogue.ts';
import { dateFilters, triStateFilters } from '../vocabulary/filters.ts';
import { orderStatusCodes, ticketStatuses } from '../vocabulary/orders.ts';

/** A path segment that is not empty or whitespace only. */
export const nonBlankSegment = z
  .string()
  .check(z.refine((value) => value.trim() !== '', { message: 'validation.blank' }));

/**
 * Digits only, as a safe integer: ids longer than JavaScript can hold exactly are refused rather than
 * silently rounded to another record's id.
 */
export const digitsId = z
  .pipe(z.string().check(z.regex(/^\d+$/, { message: 'validation.digits' })), z.transform(Number))
  .check(z.refine(Number.isSafeInteger, { message: 'validation.digits' }));

/**
 * Help-centre topic id: digits (`12`), or text ending in an underscore plus digits (`shipping-costs_12`).
 * `_12` is accepted too: a topic whose title slugifies to nothing still has a reachable link.
 */
const helpCenterTopicIdPattern = /^(?:\d+|[^/]*_\d+)$/;

/** The numeric topic id inside a topic path segment (`abc_12` → 12). */
export function topicNumberOf(id: string): number {
  return Number(/(\d+)$/.exec(id)?.[1]);
}

export const helpCenterTopicId = z
  .string()
  .check(z.regex(helpCenterTopicIdPattern, { message: 'validation.topic' }));

/** /create article id: digits and below the article id limit (19999 passes, 20000 does not). */
export const constructorArticleId = digitsId.check(
  z.refine((id: number) => id < articleIdLimit, { message: 'validation.articleId' }),
);

// Parameter schemas per route shape; strict so a route cannot receive parameters it does not declare.
export const noParams = z.strictObject({});
export const slugParams = z.strictObject({ slug: nonBlankSegment });
export const helpCenterTopicParams = z.strictObject({ id: helpCenterTopicId });
export const helpCenterCategoryParams = z.strictObject({ id: digitsId });
export const designParams = z.strictObject({ slug: nonBlankSegment, design_id: nonBlankSegment });
export const designsParams = z.strictObject({ slug: nonBlankSegment, article_id: digitsId });
export const createParams = z.strictObject({ article_id: constructorArticleId });
export const trackingParams = z.strictObject({ public_id: nonBlankSegment });
/**
 * /create/{article_id}: `?design=` reopens one of the customer's designs (the account's designs
 * list, the cart's "edit design" and the address after the first save link it); missing or
 * blank, the editor starts a new design or offers to continue the last one. Never an error: a
 * design that is not there is the editor's own message.
 */
export const createQuery = z.looseObject({
  design: z.catch(
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
    undefined,
  ),
});
export const userRequiredActionParams = z.strictObject({
  public_id: nonBlankSegment,
  user_required_action_public_id: nonBlankSegment,
});

/** /search is valid only with a `query` that has something besides whitespace. */
export const searchQuery = z.looseObject({ query: nonBlankSegment });
/** `?page=` as a page number from 1; a missing or bad value is the first page, never an error. */
const pageNumber = z.catch(
  z.coerce.number().check(z.refine((page: number) => Number.isSafeInteger(page) && page >= 1)),
  1,
);
export const pageQuery = z.looseObject({ page: pageNumber });
/** /designs: the gallery's page, and `?list_mode=LANDING` for campaigns (anything else: the gallery). */
export const designsQuery = z.looseObject({
  page: pageNumber,
  list_mode: z.catch(z.optional(z.enum(listModes)), undefined),
});

/**
 * /help-center: `?query=` searches the topics; missing, blank or not text, no search (never an
 * error). Absent rather than empty, so the canonical URL of the plain help centre has no query.
 */
export const helpCenterQuery = z.looseObject({
  query: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
});

/** /unsubscribe: the mail link's `email` and `token`; anything else is as if the link had none. */
export const unsubscribeQuery = z.looseObject({
  email: z.catch(z.string().check(z.trim()), ''),
  token: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
});

/** The forms of /contact (`?channel=`); the help centre itself is not a form. */
export const contactFormChannels = ['formContact', 'formContactRequestBudget', 'chat'] as const;
export type ContactFormChannel = (typeof contactFormChannels)[number];
/** /contact: which form; anything else is the message form. */
export const contactQuery = z.looseObject({
  channel: z.catch(z.enum(contactFormChannels), 'formContact'),
});

/** /accounts/designs: the library's sort order and page; anything unknown is the default view. */
export const accountDesignsQuery = z.looseObject({
  page: pageNumber,
  sort: z.catch(z.enum(sortOrders), 'DATE_LAST_MODIFICATION'),
});

/** A period filter of the account's lists; anything unknown is every period. */
const dateFilterQuery = z.catch(z.enum(dateFilters), 'without');

/** /accounts/invoices: period, paid state (ALL, true, false) and page. */
export const accountInvoicesQuery = z.looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
  paid: z.catch(z.enum(triStateFilters), 'ALL'),
});

/** /accounts/commissions: period and page. */
export const accountCommissionsQuery = z.looseObject({
  page: pageNumber,
  date_filter: dateFilterQuery,
});

/** /accounts/designs/admin: project scope (ALL for every scope), published state, sort and page. */
export const accountDesignsAdminQuery = z.looseObject({
  page: pageNumber,
  scope: z.catch(z.enum(['ALL', ...projectScopes]), 'ALL'),
  published: z.catch(z.enum(triStateFilters), 'ALL'),
  sort: z.catch(z.enum(sortOrders), 'DATE_LAST_MODIFICATION'),
});

/** /reviews: the page and `?family=` (a product family's id); a bad family shows every review. */
export const reviewsQuery = z.looseObject({
  page: pageNumber,
  family: z.catch(
    z.optional(
      z.coerce.number().check(z.refine((id: number) => Number.isSafeInteger(id) && id > 0)),
    ),
    undefined,
  ),
});

/** /accounts/orders/:order_id and /accounts/tickets/:ticket_id: the id the product API knows. */
export const accountOrderParams = z.strictObject({ order_id: digitsId });
export const accountTicketParams = z.strictObject({ ticket_id: digitsId });

/** An order status code from the URL (`?status=9`); anything else is no status filter. */
const orderStatusFilter = z.catch(
  z.optional(z.pipe(z.coerce.number(), z.literal(orderStatusCodes))),
  undefined,
);
/** /accounts/orders: period, status and page; a bad value is its default, never an error. */
export const accountOrdersQuery = z.looseObject({
  page: pageNumber,
  date_filter: z.catch(z.enum(dateFilters), 'without'),
  status: orderStatusFilter,
});
/** /accounts/tickets: the status tab and page; a bad value is its default. */
export const accountTicketsQuery = z.looseObject({
  page: pageNumber,
  status: z.catch(z.enum(ticketStatuses), 'PENDING'),
});

/** Any query is fine for routes that do not declare one. */
export const anyQuery = z.record(z.string(), z.string());
