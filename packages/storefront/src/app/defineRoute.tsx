import type {
  ApiClient,
  RouteMatch,
  RouteName,
  RouteParams,
  RouteQuery,
  SessionCustomer,
} from '@shop/domain';
import { isQueryNotFound } from '@shop/ui/features/data/catalogueQueries.ts';
import type { PageReads } from '@shop/ui/features/data/pageReads.ts';
import { prefetchScreenData, type ScreenData } from '@shop/ui/features/data/screenData.ts';
import { type ImageSources } from '@shop/ui/design-system/primitives/Image/Image.tsx';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';

export type { PageReads };

/** A match of one route: its parameters and query as the route table's schemas parsed them. */
interface RouteMatchOf<Name extends RouteName> extends RouteMatch {
  readonly params: RouteParams<Name>;
  readonly query: RouteQuery<Name>;
}

/** What a page knows besides its URL. */
interface PageInput {
  customer: SessionCustomer | null;
  /** `https://shop.example`: the request's origin on the server, the window's in the browser. */
  origin: string;
  /** Moves to another page of the shop without a page load. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

// The subject's data type does not matter here: only its state (found or not) is read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SubjectQuery = FetchQueryOptions<any, any, any, any>;

/** A page's own head text, from what it read (a CMS page's meta title and description). */
export interface OwnHead {
  /** The whole title, as the CMS wrote it. */
  title?: string;
  /** A name the brand is appended to (`Privacy | Wepix`), when there is no whole title. */
  name?: string;
  description?: string;
  /** Kept out of search results (`<meta name="robots" content="noindex">`): a tool, not content. */
  noindex?: boolean;
}

/** One route of the storefront, as its module declares it (`routes/<route name>.tsx`). */
export interface RouteDefinitionOf<Name extends RouteName, Props> {
  /** The screen's props from the parsed URL and the session: the one place the URL is read. */
  props: (match: RouteMatchOf<Name>, customer: SessionCustomer | null) => Props;
  /** The thing the URL names (a tag, an order): prefetched, and its 404 makes the page a 404. */
  subject?: (props: Props, client: ApiClient) => SubjectQuery;
  /**
   * What the screen reads (`screenData` of the screen's module), from the screen's props: the
   * server prefetches exactly the reads the screen makes, so the browser does not fetch them again.
   */
  data?: ScreenData<Props>;
  /** What else the page reads, prefetched on the server (pages whose screen declares no data). */
  prefetch?: (props: Props, reads: PageReads) => Promise<unknown>;
  render: (props: Props, page: PageInput & { match: RouteMatchOf<Name> }) => ReactElement | null;
  /**
   * Which page of the route these props are: the body is kept while the key stays the same.
   * Without it, every other path or query is a new page, mounted afresh.
   */
  pageKey?: (props: Props) => string;
  /** The largest image above the fold, preloaded from the page's head. */
  preloadImages?: readonly { sources: ImageSources; sizes: string }[];
  /** The page's own title and description from its cached reads; the route's names otherwise. */
  head?: (props: Props, reads: PageReads) => OwnHead | undefined;
}

/** A route's module as the storefront runs it, whatever its props are. */
export interface RouteModule {
  readonly name: RouteName;
  prefetch: (
    match: RouteMatch,
    customer: SessionCustomer | null,
    reads: PageReads,
  ) => Promise<unknown>;
  /**
   * Reads only the thing the URL names: a page rendered in the browser alone (the constructor)
   * still answers 404 for an article that does not exist.
   */
  prefetchSubject: (
    match: RouteMatch,
    customer: SessionCustomer | null,
    reads: PageReads,
  ) => Promise<unknown>;
  /** After the prefetch: whether the thing the URL names does not exist, so the page answers 404. */
  isNotFound: (match: RouteMatch, customer: SessionCustomer | null, reads: PageReads) => boolean;
  /** After the prefetch: whether the thing the URL names failed to load, so the page answers 503. */
  isSubjectUnavailable: (
    match: RouteMatch,
    customer: SessionCustomer | null,
    reads: PageReads,
  ) => boolean;
  render: (match: RouteMatch, page: PageInput) => ReactElement | null;
  pageKey?: (match: RouteMatch) => string;
  preloadImages?: readonly { sources: ImageSources; sizes: string }[];
  /** The page's own head text once its reads are cached, if it has any. */
  headOf: (
    match: RouteMatch,
    customer: SessionCustomer | null,
    reads: PageReads,
  ) => OwnHead | undefined;
}

/**
 * Declares the module of a route of the route table. The matcher has parsed the URL with the
 * route's own schemas, so its parameters and query are typed here without parsing them again.
 */
export function defineRoute<Name extends RouteName, Props>(
  name: Name,
  definition: RouteDefinitionOf<Name, Props>,
): RouteModule {
  // The one narrowing: matchRoute gave this route's match the shape of this route's schemas.
  const typed = (match: RouteMatch) => match as RouteMatchOf<Name>;
  const propsOf = (match: RouteMatch, customer: SessionCustomer | null) =>
    definition.props(typed(match), customer);
  const { subject, data, prefetch, pageKey, head } = definition;
  const prefetchSubject = (props: Props, reads: PageReads) =>
    subject ? reads.queryClient.prefetchQuery(subject(props, reads.client)) : Promise.resolve();
  return {
    name,
    prefetchSubject: (match, customer, reads) => prefetchSubject(propsOf(match, customer), reads),
    prefetch: (match, customer, reads) => {
      const props = propsOf(match, customer);
      return Promise.all([
        prefetchSubject(props, reads),
        data ? prefetchScreenData(data, props, reads, match.countrySite) : undefined,
        prefetch?.(props, reads),
      ]);
    },
    isNotFound: (match, customer, { client, queryClient }) =>
      subject
        ? isQueryNotFound(
            queryClient,
            subject(propsOf(match, customer), client).queryKey as QueryKey,
          )
        : false,
    isSubjectUnavailable: (match, customer, { client, queryClient }) => {
      if (!subject) return false;
      const queryKey = subject(propsOf(match, customer), client).queryKey as QueryKey;
      return (
        queryClient.getQueryState(queryKey)?.status === 'error' &&
        !isQueryNotFound(queryClient, queryKey)
      );
    },
    render: (match, page) =>
      definition.render(propsOf(match, page.customer), { ...page, match: typed(match) }),
    pageKey: pageKey && ((match) => pageKey(propsOf(match, null))),
    preloadImages: definition.preloadImages,
    headOf: (match, customer, reads) => head?.(propsOf(match, customer), reads),
  };
}
