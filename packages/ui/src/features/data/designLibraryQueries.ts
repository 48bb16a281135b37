import type { ApiClient, BrandId, SortOrder } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Every query of the customer's saved designs starts with this key: a change invalidates them. */
export const designLibraryQueryKey = ['designLibrary'] as const;

/** Designs shown on one page of the design library. */
const designLibraryPageSize = 12;

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
  /** One page of the customer's designs saved in this brand's shops. */
  designs: (client: ApiClient, brand: BrandId, { sort, page }: DesignLibraryFilters) =>
    queryOptions({
      queryKey: [...designLibraryQueryKey, 'list', brand, sort, page],
      queryFn: ({ signal }) =>
        client.call(
          'designs.list',
          { brand, sort, page, per_page: designLibraryPageSize },
          { signal },
        ),
    }),
};
