import { createApiClient, findCountrySite } from '@shop/domain';
import {
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
  queryOptions,
} from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientProvider } from './ApiClientProvider.tsx';
import { CountrySiteProvider } from './CountrySiteContext.tsx';
import { prefetchScreenData, screenData, useScreenData } from './screenData.ts';

afterEach(cleanup);

const client = createApiClient({
  mode: 'direct',
  baseUrl: 'https://product-api.test/',
  language: 'es',
  sessionId: 'screen-data-test',
});
const countrySite = (() => {
  const site = findCountrySite('es-es');
  if (!site) throw new Error('The es-es country site is missing');
  return site;
})();

/** A tiny order book: what was asked of it, and an order and its tracking to answer with. */
function orderBook() {
  const asked: string[] = [];
  const order = (number: string) =>
    queryOptions({
      queryKey: ['order', number],
      queryFn: () => {
        asked.push(`order ${number}`);
        return Promise.resolve({ number, shipment: `S-${number}` });
      },
    });
  const tracking = (shipment: string) =>
    queryOptions({
      queryKey: ['tracking', shipment],
      queryFn: () => {
        asked.push(`tracking ${shipment}`);
        return Promise.resolve({ shipment, steps: 3 });
      },
    });
  const favourites = queryOptions({
    queryKey: ['favourites'],
    queryFn: () => {
      asked.push('favourites');
      return Promise.resolve(['mug']);
    },
  });
  // The order page: the order, its tracking once the order names the shipment, and the
  // customer's favourites for a logged-in customer only.
  const orderPage = screenData(
    ({ number, loggedIn }: { number: string; loggedIn: boolean }, { cached }) => {
      const placed = cached(order(number).queryKey);
      return {
        order: order(number),
        tracking: placed ? tracking(placed.shipment) : undefined,
        favourites: loggedIn ? favourites : undefined,
        paused: { ...favourites, queryKey: ['paused'], enabled: false },
      };
    },
  );
  return { asked, orderPage };
}

const newCache = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

function pageWith(queryClient: QueryClient) {
  return function Page({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <CountrySiteProvider countrySite={countrySite}>{children}</CountrySiteProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

describe('prefetchScreenData', () => {
  it('reads what the screen reads, then what needed those answers, and nothing it does not make', async () => {
    const { asked, orderPage } = orderBook();
    const queryClient = newCache();
    await prefetchScreenData(
      orderPage,
      { number: 'A1', loggedIn: false },
      { client, queryClient },
      countrySite,
    );
    expect(asked).toEqual(['order A1', 'tracking S-A1']);
    expect(queryClient.getQueryData(['tracking', 'S-A1'])).toEqual({ shipment: 'S-A1', steps: 3 });
    expect(queryClient.getQueryData(['favourites'])).toBeUndefined();
    expect(queryClient.getQueryData(['paused'])).toBeUndefined();
  });

  it('reads a logged-in customer’s own data', async () => {
    const { asked, orderPage } = orderBook();
    await prefetchScreenData(
      orderPage,
      { number: 'B2', loggedIn: true },
      { client, queryClient: newCache() },
      countrySite,
    );
    expect(asked.toSorted()).toEqual(['favourites', 'order B2', 'tracking S-B2']);
  });
});

describe('useScreenData', () => {
  it('renders what the server prefetched on its first render, without asking again', async () => {
    const { asked, orderPage } = orderBook();
    const server = newCache();
    const props = { number: 'C3', loggedIn: true };
    await prefetchScreenData(orderPage, props, { client, queryClient: server }, countrySite);
    const browser = newCache();
    hydrate(browser, dehydrate(server));
    asked.length = 0;

    const { result } = renderHook(() => useScreenData(orderPage, props), {
      wrapper: pageWith(browser),
    });
    expect(result.current.order.data).toEqual({ number: 'C3', shipment: 'S-C3' });
    expect(result.current.tracking.data?.steps).toBe(3);
    expect(result.current.favourites.data).toEqual(['mug']);
    expect(asked).toEqual([]);
  });

  it('makes a dependent read once the read it needs has answered', async () => {
    const { asked, orderPage } = orderBook();
    const { result } = renderHook(
      () => useScreenData(orderPage, { number: 'D4', loggedIn: false }),
      {
        wrapper: pageWith(newCache()),
      },
    );
    expect(result.current.order.isPending).toBe(true);
    expect(result.current.tracking.isPending).toBe(true);
    await waitFor(() => expect(result.current.tracking.data?.shipment).toBe('S-D4'));
    expect(asked).toEqual(['order D4', 'tracking S-D4']);
    // A guest's favourites and a paused read stay unread.
    expect(result.current.favourites.fetchStatus).toBe('idle');
    expect(result.current.paused.fetchStatus).toBe('idle');
  });
});
