import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultOrderFilters, type AccountOrderFilters } from '../../data/orderQueries.ts';
import { storyBrand, withRouterLink } from '../../layouts/shared/storySupport.tsx';
import { secondBrandOrderPrefix, withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountOrdersScreen } from './AccountOrdersScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectFollows,
  expectLinkToRoute,
  expectLoading,
  expectSelectOpensAndCloses,
  storyText,
} from '../screenStorySupport.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';

/** The storefront keeps the filters in the URL; here a state stands in for it. */
function OrdersPage({
  initial,
  onFiltersChange,
}: {
  initial: AccountOrderFilters;
  onFiltersChange: (next: AccountOrderFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <AccountOrdersScreen
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/AccountOrders',
  component: AccountOrdersScreen,
  decorators: [withBrandCountrySite],
  args: { filters: defaultOrderFilters, onFiltersChange: fn() },
  // The orders answer only a logged-in session: the demo customer's.
  parameters: { msw: { handlers: scenarios.account.customer } },
  render: (args) => <OrdersPage initial={args.filters} onFiltersChange={args.onFiltersChange} />,
} satisfies Meta<typeof AccountOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

/** The brand's own orders, newest first; a status filter keeps only the orders in that status. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const table = await canvas.findByRole('table', { name: 'Your orders' });
    const numbers = orderNumbers(table);
    await expect(numbers.length).toBeGreaterThan(1);
    // Each brand lists only the orders of its own shops.
    const second = storyBrand(globals) === 'second';
    await expect(numbers.every((number) => number.startsWith(secondBrandOrderPrefix))).toBe(second);
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/accounts\/orders\/\d+$/),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Delivered' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      dateFilter: 'without',
      status: 15,
      page: 1,
    });
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Your orders' }))
        .getAllByRole('row')
        .slice(1);
      // Each row's status cell holds the badge (and, stacked on a phone, the column's name).
      const statuses = rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
      return expect(statuses.every((status) => status.endsWith('Delivered'))).toBe(true);
    });
  },
};

/** Choosing a period narrows the orders and goes back to the first page. */
export const ByPeriod: Story = {
  args: { filters: { dateFilter: 'without', page: 2 } },
  // Periods count back from today, so what "last year" holds changes with the date: no baseline.
  parameters: { visual: false, msw: { handlers: scenarios.orders.many } },
  play: async ({ args, canvas, canvasElement }) => {
    const numbers = orderNumbers(await canvas.findByRole('table', { name: 'Your orders' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Last year' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'last_year', page: 1 });
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last year');
    await waitFor(() =>
      expect(orderNumbers(canvas.getByRole('table', { name: 'Your orders' }))).not.toEqual(numbers),
    );
  },
};

/** More orders than a page holds: the pages are links in the URL, page 2 shows other orders. */
export const ManyRows: Story = {
  parameters: { msw: { handlers: scenarios.orders.many } },
  play: async ({ args, canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your orders' });
    const first = orderNumbers(table);
    await expect(first).toHaveLength(20);
    const pages = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'without', page: 2 });
    await waitFor(() =>
      expect(orderNumbers(canvas.getByRole('table', { name: 'Your orders' }))[0]).not.toBe(
        first[0],
      ),
    );
  },
};

/** A customer who never ordered: the page says so and leads to the shop's home. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.empty] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'orders');
    await expect(await canvas.findByRole('heading', { name: t('list.none') })).toBeVisible();
    const browse = canvas.getByRole('link', { name: t('list.browse') });
    await expectLinkToRoute(browse, 'home', globals);
    await expectFollows(browse);
  },
};

/** Filters that match nothing offer to show every order again. */
export const NoneMatch: Story = {
  args: { filters: { dateFilter: 'thirty_days', status: 10, page: 1 } },
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.empty] } },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'without', page: 1 });
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Any date');
  },
};

/** While the orders are on their way the page says it is busy; no table or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.slow] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'orders');
    await expectLoading(busyAround(canvas.getByText(t('list.loading'))), t('list.loading'));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('list.error'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the orders. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'orders');
    await expect(await canvas.findByText(t('list.error'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('list.retry') }));
    const table = await canvas.findByRole('table', { name: t('list.caption') });
    await expect(orderNumbers(table).length).toBeGreaterThan(1);
    await expect(canvas.queryByText(t('list.error'))).toBeNull();
  },
};

/** On a phone the page never scrolls sideways, and the period filter opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'orders');
    await expect(await canvas.findByRole('table', { name: t('list.caption') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(canvas.getByRole('combobox', { name: t('list.period') }));
  },
};
