import type { Pagination } from '@shop/domain';

/** One page of a list, with the pagination block every list endpoint answers. */
export function paginate<Item>(
  items: readonly Item[],
  page: number,
  perPage: number,
): { items: Item[]; pagination: Pagination } {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: {
      page,
      per_page: perPage,
      total_items: items.length,
      total_pages: Math.ceil(items.length / perPage),
    },
  };
}
