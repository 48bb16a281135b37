import type { ApiClient, CountrySite } from '@shop/domain';
import {
  hashKey,
  skipToken,
  useQueries,
  useQueryClient,
  type FetchQueryOptions,
  type InferDataFromTag,
  type InferErrorFromTag,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider.tsx';
import { useCountrySite } from './CountrySiteContext.tsx';
import type { PageReads } from './pageReads.ts';

/** What a screen's reads are built from besides its props. */
export interface ScreenDataContext {
  client: ApiClient;
  countrySite: CountrySite;
  /**
   * What another read of the screen holds once it is cached, for a read that needs it (the
   * tracking of an order whose number the order read gives); `undefined` until then.
   */
  cached: QueryClient['getQueryData'];
}

/**
 * One read of a screen: a query's options (`queryOptions` of features/data, whose key tags the
 * answer's type), or `undefined` for a read the screen does not make with these props (a guest
 * has no orders) or cannot make yet (it needs another read's answer). Options with
 * `enabled: false` are not read either.
 */
interface ScreenRead {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
}

type ScreenReads = Record<string, ScreenRead | undefined>;

/** A screen's data: its reads by name, from its props and the page's context. */
export type ScreenData<Props, Reads extends ScreenReads = ScreenReads> = (
  props: Props,
  context: ScreenDataContext,
) => Reads;

/**
 * Declares what a screen reads. The screen reads it with `useScreenData`, and its route passes
 * it to `defineRoute`, which prefetches the same reads on the server: the two cannot drift.
 */
export function screenData<Props, Reads extends ScreenReads>(
  reads: ScreenData<Props, Reads>,
): ScreenData<Props, Reads> {
  return reads;
}

/** A read's state as `useQuery` gives it, typed by what its key says it answers. */
type ResultOf<Read> =
  NonNullable<Read> extends { queryKey: infer Key extends QueryKey }
    ? UseQueryResult<InferDataFromTag<unknown, Key>, InferErrorFromTag<Error, Key>>
    : never;

/** Each read's state, by the name the screen gave it. */
export type ScreenResults<Reads extends ScreenReads> = {
  [Name in keyof Reads]: ResultOf<Reads[Name]>;
};

/** A read that is not made: it stays pending and idle, without a request. */
const notRead = (name: string): ScreenRead => ({
  queryKey: ['screen read not made', name],
  queryFn: skipToken,
});

/** The screen's reads, each as `useQuery` would give it. */
export function useScreenData<Props, Reads extends ScreenReads>(
  data: ScreenData<Props, Reads>,
  props: Props,
): ScreenResults<Reads> {
  const queryClient = useQueryClient();
  const reads = data(props, {
    client: useApiClient(),
    countrySite: useCountrySite(),
    // A read that depends on another is built again when that one answers: this hook observes it.
    cached: queryClient.getQueryData.bind(queryClient),
  });
  const names = Object.keys(reads);
  const results = useQueries({
    // The reads are query options as features/data builds them; their types live in the key.
    queries: names.map((name) => (reads[name] ?? notRead(name)) as UseQueryOptions),
  });
  return Object.fromEntries(
    names.map((name, index) => [name, results[index]]),
  ) as ScreenResults<Reads>;
}

/** Reads that depend on others are at most this many steps away from a first read. */
const maxDependentSteps = 3;

const isMade = (read: ScreenRead | undefined): read is ScreenRead =>
  read !== undefined && read.enabled !== false && read.queryFn !== skipToken;

/**
 * Reads a screen's data into the page's query cache before it renders (the server's prefetch):
 * the reads it can make, then those that needed their answers, until no new read appears.
 */
export async function prefetchScreenData<Props>(
  data: ScreenData<Props>,
  props: Props,
  { client, queryClient }: PageReads,
  countrySite: CountrySite,
): Promise<void> {
  const context: ScreenDataContext = {
    client,
    countrySite,
    cached: queryClient.getQueryData.bind(queryClient),
  };
  const done = new Set<string>();
  for (let step = 0; step <= maxDependentSteps; step += 1) {
    const next = Object.values(data(props, context))
      .filter(isMade)
      .filter((read) => !done.has(hashKey(read.queryKey)));
    if (next.length === 0) return;
    for (const read of next) done.add(hashKey(read.queryKey));
    await Promise.all(next.map((read) => queryClient.prefetchQuery(read as FetchQueryOptions)));
  }
}
