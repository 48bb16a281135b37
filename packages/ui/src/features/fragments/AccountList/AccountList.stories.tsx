import { scenarios } from '@shop/mocks';
import { triStateFilters, type Invoice, type TriStateFilter } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { defaultInvoiceFilters, foticosQueries } from '../../data/foticosQueries.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { AccountList } from './AccountList.tsx';

/** The foticos account's invoices as an account list: one filter, an action, a table, pages. */
function InvoiceList() {
  const { t } = useTranslation('foticos');
  const [filters, setFilters] = useState(defaultInvoiceFilters);
  const invoices = useQuery({
    ...foticosQueries.invoices(useApiClient(), useCountrySite().brand, filters),
    placeholderData: (previous) => previous,
  });
  return (
    <AccountList
      read={invoices}
      rowsOf={(data) => data.invoices}
      filtersLabel={t('invoices.title')}
      filters={
        <Select
          label={t('invoices.paid')}
          value={filters.paid}
          onValueChange={(value) =>
            setFilters({ ...filters, paid: value as TriStateFilter, page: 1 })
          }
          options={triStateFilters.map((value) => ({
            value,
            label: t(`invoices.paidStates.${value}`),
          }))}
        />
      }
      actions={<Button variant="soft">{t('commissions.export')}</Button>}
      empty={<EmptyState title={t('invoices.empty')} headingLevel={2} />}
      countLabel={(count) => `${t('invoices.caption')}: ${count}`}
      table={{
        caption: t('invoices.caption'),
        rowKey: (invoice: Invoice) => String(invoice.id),
        columns: [
          { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
          {
            key: 'total',
            header: t('invoices.total'),
            align: 'end',
            cell: (invoice) => invoice.total.amount.toFixed(2),
          },
        ],
      }}
      page={filters.page}
      onPageChange={(page) => setFilters({ ...filters, page })}
    />
  );
}

const meta = {
  title: 'Features/Fragments/AccountList',
  component: InvoiceList,
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows with their count; a filter narrows them and starts again at the first page. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const table = await canvas.findByRole('table', { name: t('foticos:invoices.caption') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(15));
    await expect(canvas.getByText(`${t('foticos:invoices.caption')}: 14`)).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('foticos:invoices.title') }),
    ).toContainElement(canvas.getByRole('button', { name: t('foticos:commissions.export') }));
    // One page only: no pages to go to.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: t('foticos:invoices.paid') }));
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: t('foticos:invoices.paidStates.true'),
      }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    await expect(canvas.getByText(`${t('foticos:invoices.caption')}: 8`)).toBeVisible();
  },
};

/** More rows than a page holds: the pages, and a page of them read on a click. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: scenarios.invoices.many } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const table = await canvas.findByRole('table', { name: t('foticos:invoices.caption') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await userEvent.click(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 5 }) }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 5 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** No rows: the screen's empty state instead of the table, and the filters stay. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.empty] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:invoices.empty') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // The way on from an empty list is its filters: they stay, and another choice reads again.
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('combobox', { name: t('foticos:invoices.paid') }));
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: t('foticos:invoices.paidStates.true'),
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:invoices.empty') }),
    ).toBeVisible();
  },
};

/** The read never answers: the filters, and placeholders marked busy where the rows will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.timeout] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('general:loading'))).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(
      canvas.getByRole('combobox', { name: t('foticos:invoices.paid') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first read fails: the shop's alert with a retry, which reads again and shows the rows. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('general:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    await expect(
      await canvas.findByRole('table', { name: t('foticos:invoices.caption') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('general:loadError'))).toBeNull();
  },
};
