import { hrefOf } from '@shop/domain';
import {
  AccountInvoicesScreen,
  accountInvoicesData,
} from '@shop/ui/features/screens/AccountInvoicesScreen/AccountInvoicesScreen.tsx';
import type { InvoiceFilters } from '@shop/ui/features/data/foticosQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

const queryOf = (filters: InvoiceFilters) => ({
  date_filter: filters.dateFilter,
  paid: filters.paid,
  page: String(filters.page),
});

export default defineRoute('accountsInvoices', {
  // Period, paid state and page live in the URL: a reload or a shared link shows the same invoices.
  props: ({ query }) => ({
    filters: { dateFilter: query.date_filter, paid: query.paid, page: query.page },
  }),
  data: accountInvoicesData,
  render: ({ filters }, { match, navigate }) => (
    <AccountInvoicesScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(hrefOf(match.countrySite, 'accountsInvoices', {}, queryOf(next)))
      }
    />
  ),
  pageKey: () => 'accountsInvoices',
});
