import type {
  ApiClient,
  BrandId,
  DateFilter,
  ProjectScope,
  SortOrder,
  TriStateFilter,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Every query of the foticos pages starts with this key: a change invalidates them. */
export const foticosQueryKey = ['foticos'] as const;

/** /accounts/invoices: the period, the paid state (ALL, true, false) and the page, from the URL. */
export interface InvoiceFilters {
  dateFilter: DateFilter;
  paid: TriStateFilter;
  page: number;
}

/** /accounts/commissions: the period and the page, from the URL. */
export interface CommissionFilters {
  dateFilter: DateFilter;
  page: number;
}

/** /accounts/designs/admin: project scope (or every scope), published state, sort and page. */
export interface AdminDesignFilters {
  scope: ProjectScope | 'ALL';
  published: TriStateFilter;
  sort: SortOrder;
  page: number;
}

export const defaultAdminDesignFilters: AdminDesignFilters = {
  scope: 'ALL',
  published: 'ALL',
  sort: 'DATE_LAST_MODIFICATION',
  page: 1,
};

export const defaultInvoiceFilters: InvoiceFilters = {
  dateFilter: 'without',
  paid: 'ALL',
  page: 1,
};
export const defaultCommissionFilters: CommissionFilters = { dateFilter: 'without', page: 1 };

/** What the foticos account pages read. */
export const foticosQueries = {
  /** The invoices of this brand's shops. */
  invoices: (client: ApiClient, brand: BrandId, { dateFilter, paid, page }: InvoiceFilters) =>
    queryOptions({
      queryKey: [...foticosQueryKey, 'invoices', brand, dateFilter, paid, page],
      queryFn: ({ signal }) =>
        client.call('invoices.list', { date_filter: dateFilter, paid, page, brand }, { signal }),
    }),
  /** The commissions on orders of this brand's shops. */
  commissions: (client: ApiClient, brand: BrandId, { dateFilter, page }: CommissionFilters) =>
    queryOptions({
      queryKey: [...foticosQueryKey, 'commissions', brand, dateFilter, page],
      queryFn: ({ signal }) =>
        client.call(
          'foticos.listCommissions',
          { date_filter: dateFilter, page, brand },
          { signal },
        ),
    }),
  config: (client: ApiClient) =>
    queryOptions({
      queryKey: [...foticosQueryKey, 'config'],
      queryFn: ({ signal }) => client.call('foticos.getConfig', {}, { signal }),
    }),
  designs: (client: ApiClient, { scope, published, sort, page }: AdminDesignFilters) =>
    queryOptions({
      queryKey: [...foticosQueryKey, 'designs', scope, published, sort, page],
      queryFn: ({ signal }) =>
        client.call(
          'foticos.listDesigns',
          { scope: scope === 'ALL' ? undefined : scope, published, sort, page },
          { signal },
        ),
    }),
};
