import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { defaultCommissionFilters } from '../../data/foticosQueries.ts';
import {
  AccountCommissionsScreen,
  type AccountCommissionsScreenProps,
} from './AccountCommissionsScreen.tsx';

/** The screen as its route holds it: the filters live in the URL and follow each change. */
function Commissions({ filters, onFiltersChange }: AccountCommissionsScreenProps) {
  const [current, setCurrent] = useState(filters);
  return (
    <AccountCommissionsScreen
      filters={current}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setCurrent(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/AccountCommissions',
  component: AccountCommissionsScreen,
  render: (args) => <Commissions {...args} />,
  args: { filters: defaultCommissionFilters, onFiltersChange: fn() },
  // The foticos demo account and its commissions.
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof AccountCommissionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

const rowsOf = async (canvas: Canvas) => {
  const table = await canvas.findByRole('table', { name: 'Your commissions' });
  return within(table).getAllByRole('row').slice(1);
};

/** Totals, payout state per commission, the period in the URL and the CSV export. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(12));
    const totals = canvas.getByRole('region', { name: 'Totals for the period' });
    await expect(within(totals).getByText(/10\.95/)).toBeVisible();
    await expect(within(totals).getByText(/43\.20/)).toBeVisible();
    await expect(canvas.getAllByText('Awaiting payout').length).toBeGreaterThan(1);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Last 3 months' }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      dateFilter: 'three_months',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Any date' }));
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(12));

    const exportButton = canvas.getByRole('button', { name: 'Export as CSV' });
    await userEvent.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAccessibleName('Export as CSV'));
    await expect(canvas.queryByText('We could not prepare the CSV. Please try again.')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.foticos.noCommissions } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No commissions in this period' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export as CSV' })).toBeDisabled();
  },
};

export const ManyCommissions: Story = {
  parameters: { msw: { handlers: scenarios.foticos.manyCommissions } },
  play: async ({ args, canvas }) => {
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ dateFilter: 'without', page: 2 });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.slow] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commissions' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.serverError] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load your commissions.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Your commissions' }),
    ).toBeInTheDocument();
  },
};
