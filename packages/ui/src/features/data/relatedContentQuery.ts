import type { ApiClient, ErrorPageContentPlacement } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/**
 * Content the shop places on a page (search without results, the 404 screen, the cart). A module
 * of its own: the 404 screen, in every page's entry, reads it without the catalogue's queries.
 */
export const relatedContentQuery = (client: ApiClient, placement: ErrorPageContentPlacement) =>
  queryOptions({
    queryKey: ['pages', 'relatedContent', placement],
    queryFn: ({ signal }) => client.call('pages.relatedContent', { placement }, { signal }),
  });
