import type { RouteMatch, RouteName, SessionCustomer } from '@shop/domain';
import { AccountHomeScreen, HomeScreen, type ScreenContext } from '@shop/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LoginPage, PasswordResetPage } from './authPages.tsx';

interface ScreenInput {
  match: RouteMatch;
  customer: SessionCustomer | null;
}

/** How a route's page body is made, and what it reads before the server renders it. */
interface ScreenEntry {
  render: (input: ScreenInput) => ReactElement | null;
  prefetch?: (queryClient: QueryClient, context: ScreenContext) => Promise<unknown>;
}

/**
 * The routes this storefront renders so far. A valid route without an entry answers with the
 * 404 screen until its screens exist (see the README of packages/storefront).
 */
export const screens: Partial<Record<RouteName, ScreenEntry>> = {
  home: { render: () => <HomeScreen />, prefetch: HomeScreen.prefetch },
  login: { render: ({ match }) => <LoginPage match={match} /> },
  passwordReset: { render: ({ match }) => <PasswordResetPage match={match} /> },
  accountsHome: {
    // The authentication guard has run: an anonymous visitor never gets here.
    render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
    prefetch: AccountHomeScreen.prefetch,
  },
};

export function screenOf(name: string): ScreenEntry | undefined {
  return screens[name as RouteName];
}
