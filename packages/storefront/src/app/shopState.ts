import type { GuardEffects, Session } from '@shop/domain';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageMessages } from './pageMessages.ts';

/**
 * What the server hands to the browser inside the page (inert JSON, read before hydrating):
 * enough to render exactly what the server rendered without fetching anything again.
 */
export interface ShopState {
  /** The visitor's session without secrets, as GET /api/session shows it. */
  session: Session;
  /** The product API answers the server fetched for this page. */
  queries: DehydratedState;
  /** Exactly the message namespaces this page renders, in the page's language. */
  messages: PageMessages;
  /** What the server decided after matching and guarding the path; the browser starts from it. */
  outcome:
    { kind: 'page'; effects: GuardEffects } | { kind: 'error'; status: number; message: string };
  /** The server recognised a crawler's user agent (absent for everyone else). */
  crawler?: true;
}

export const shopStateElementId = 'storefront-state';
