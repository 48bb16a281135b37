import type { ApiClient, SortOrder } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Every query of the customer's saved designs starts with this key: a change invalidates them. */
export const designLibraryQueryKey = ['designLibrary'] as const;

/** Designs shown on one page of the design library. */
export const designLibraryPageSize = 12;

/** What /accounts/designs shows: its sort order and page, both from the URL. */
export interface DesignLibraryFilters {
  sort: SortOrder;
  page: number;
}

export const defaultDesignLibraryFilters: DesignLibraryFilters = {
  sort: 'DATE_LAST_MODIFICATION',
  page: 1,
};

export const designLibraryQueries = {
  designs: (client: ApiClient, { sort, page }: DesignLibraryFilters) =>
    queryOptions({
      queryKey: [...designLibraryQueryKey, 'list', sort, page],
      queryFn: ({ signal }) =>
        client.call('designs.list', { sort, page, per_page: designLibraryPageSize }, { signal }),
    }),
};
