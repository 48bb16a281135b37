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
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

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
  title: 'Features/Screens/AccountOrders',
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
    const t = storyMessages(globals);
    const table = await canvas.findByRole('table', { name: t('orders:list.caption') });
    const numbers = orderNumbers(table);
    await expect(numbers.length).toBeGreaterThan(1);
    // Each brand lists only the orders of its own shops.
    const second = storyBrand(globals) === 'second';
    await expect(numbers.every((number) => number.startsWith(secondBrandOrderPrefix))).toBe(second);
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/accounts\/orders\/\d+$/),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: t('orders:list.status') }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: t('account:orderStatus.15') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      dateFilter: 'without',
      status: 15,
      page: 1,
    });
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: t('orders:list.caption') }))
        .getAllByRole('row')
        .slice(1);
      // Each row's status cell holds the badge (and, stacked on a phone, the column's name).
      const statuses = rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
      return expect(statuses.every((status) => status.endsWith(t('account:orderStatus.15')))).toBe(
        true,
      );
    });
  },
};

/** Choosing a period narrows the orders and goes back to the first page. */
export const ByPeriod: Story = {
  args: { filters: { dateFilter: 'without', page: 2 } },
  parameters: { msw: { handlers: scenarios.orders.many } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const numbers = orderNumbers(
      await canvas.findByRole('table', { name: t('orders:list.caption') }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: t('orders:list.period') }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('option', { name: t('general:enums.dateFilters.last_year') }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'last_year', page: 1 });
    await expect(canvas.getByRole('combobox', { name: t('orders:list.period') })).toHaveTextContent(
      t('general:enums.dateFilters.last_year'),
    );
    await waitFor(() =>
      expect(
        orderNumbers(canvas.getByRole('table', { name: t('orders:list.caption') })),
      ).not.toEqual(numbers),
    );
  },
};

/** More orders than a page holds: the pages are links in the URL, page 2 shows other orders. */
export const ManyRows: Story = {
  parameters: { msw: { handlers: scenarios.orders.many } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const table = await canvas.findByRole('table', { name: t('orders:list.caption') });
    const first = orderNumbers(table);
    await expect(first).toHaveLength(20);
    const pages = canvas.getByRole('navigation', { name: t('orders:list.pages') });
    await userEvent.click(
      within(pages).getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'without', page: 2 });
    await waitFor(() =>
      expect(
        orderNumbers(canvas.getByRole('table', { name: t('orders:list.caption') }))[0],
      ).not.toBe(first[0]),
    );
  },
};

/** A customer who never ordered: the page says so and leads to the shop's home. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.empty] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('orders:list.none') })).toBeVisible();
    const browse = canvas.getByRole('link', { name: t('orders:list.browse') });
    await expectLinkToRoute(browse, 'home', globals);
    await expectFollows(browse);
  },
};

/** Filters that match nothing offer to show every order again. */
export const NoneMatch: Story = {
  args: { filters: { dateFilter: 'thirty_days', status: 10, page: 1 } },
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.empty] } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('orders:list.empty') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('orders:list.clearFilters') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ dateFilter: 'without', page: 1 });
    await expect(canvas.getByRole('combobox', { name: t('orders:list.period') })).toHaveTextContent(
      t('general:enums.dateFilters.without'),
    );
  },
};

/** While the orders are on their way the page says it is busy; no table or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.slow] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(
      busyAround(canvas.getByText(t('orders:list.loading'))),
      t('orders:list.loading'),
    );
    // The loading state is what this story shows; the answer may come at any time after.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('orders:list.error'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the orders. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('orders:list.error'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('orders:list.retry') }));
    const table = await canvas.findByRole('table', { name: t('orders:list.caption') });
    await expect(orderNumbers(table).length).toBeGreaterThan(1);
    await expect(canvas.queryByText(t('orders:list.error'))).toBeNull();
  },
};

/** On a phone the page never scrolls sideways, and the period filter opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('table', { name: t('orders:list.caption') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('orders:list.period') }),
    );
  },
};
