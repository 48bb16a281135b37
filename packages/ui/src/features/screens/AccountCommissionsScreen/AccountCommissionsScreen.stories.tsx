import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { defaultCommissionFilters } from '../../data/foticosQueries.ts';
import {
  AccountCommissionsScreen,
  type AccountCommissionsScreenProps,
} from './AccountCommissionsScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectSelectOpensAndCloses,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

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
  title: 'Features/Screens/AccountCommissions',
  component: AccountCommissionsScreen,
  render: (args) => <Commissions {...args} />,
  args: { filters: defaultCommissionFilters, onFiltersChange: fn() },
  // The foticos demo account and its commissions.
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof AccountCommissionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

const rowsOf = async (canvas: Canvas, t: ReturnType<typeof storyMessages>) => {
  const table = await canvas.findByRole('table', { name: t('foticos:commissions.caption') });
  return within(table).getAllByRole('row').slice(1);
};

/** Totals, payout state per commission, the period in the URL and the CSV export. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(12));
    const totals = canvas.getByRole('region', { name: t('foticos:commissions.totalsLabel') });
    await expect(within(totals).getByText(/10\.95/)).toBeVisible();
    await expect(within(totals).getByText(/43\.20/)).toBeVisible();
    await expect(
      canvas.getAllByText(t('foticos:commissions.statuses.PENDING')).length,
    ).toBeGreaterThan(1);

    await userEvent.click(canvas.getByRole('combobox', { name: t('foticos:period') }));
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: t('general:enums.dateFilters.three_months'),
      }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      dateFilter: 'three_months',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('combobox', { name: t('foticos:period') }));
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: t('general:enums.dateFilters.without'),
      }),
    );
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(12));

    const exportButton = canvas.getByRole('button', { name: t('foticos:commissions.export') });
    await userEvent.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAccessibleName(t('foticos:commissions.export')));
    await expect(canvas.queryByText(t('foticos:commissions.exportFailed'))).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.foticos.noCommissions } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:commissions.empty') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('foticos:commissions.export') }),
    ).toBeDisabled();
    // The way on is another period.
    await expectSelectOpensAndCloses(canvas.getByRole('combobox', { name: t('foticos:period') }));
  },
};

export const ManyCommissions: Story = {
  parameters: { msw: { handlers: scenarios.foticos.manyCommissions } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: t('data:pagination.next') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ dateFilter: 'without', page: 2 });
  },
};

/** While the commissions load, their place is marked busy and announced; no table or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('foticos:commissions.title') }),
    ).toBeVisible();
    await expectLoading(busyAround(canvas.getByText(loading)), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('foticos:commissions.loadError'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the commissions. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('foticos:commissions.loadError'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:retry') }));
    const table = await canvas.findByRole('table', { name: t('foticos:commissions.caption') });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.queryByText(t('foticos:commissions.loadError'))).toBeNull();
  },
};

/** On a phone the table scrolls in its own place: the page never scrolls sideways, the filter still works. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('table', { name: t('foticos:commissions.caption') }),
    ).toBeInTheDocument();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(canvas.getByRole('combobox', { name: t('foticos:period') }));
  },
};
