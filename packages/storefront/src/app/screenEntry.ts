import type { RouteMatch, SessionCustomer } from '@shop/domain';
import type { ImageSources, ScreenContext } from '@shop/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';

export interface ScreenInput {
  match: RouteMatch;
  customer: SessionCustomer | null;
  /** `https://shop.example`: the request's origin on the server, the window's in the browser. */
  origin: string;
  /** Moves to another page of the shop without a page load. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

/** How a route's page body is made, and what it reads before the server renders it. */
export interface ScreenEntry {
  render: (input: ScreenInput) => ReactElement | null;
  prefetch?: (queryClient: QueryClient, context: ScreenContext) => Promise<unknown>;
  /** After the prefetch: whether the thing the URL names does not exist, so the page answers 404. */
  isNotFound?: (queryClient: QueryClient, context: ScreenContext) => boolean;
  /**
   * Which page of the route a match is: the body is kept while the key stays the same. Without
   * it, every other path or query is a new page, mounted afresh.
   */
  pageKey?: (match: RouteMatch) => string;
  /** The largest image above the fold, preloaded from the page's head. */
  preloadImages?: readonly { sources: ImageSources; sizes: string }[];
}
