import { fixtures, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountHomeScreen } from './AccountHomeScreen.tsx';

// The seeded demo customer, whose orders the account scenarios serve.
const customer = fixtures.customer.demo;

const meta = {
  title: 'Screens/AccountHome',
  component: AccountHomeScreen,
  args: { customer },
  // The account calls answer only a logged-in session.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Lucía' })).toBeVisible();
    const orders = await canvas.findByRole('region', { name: 'Your latest orders' });
    await expect(within(orders).getByRole('heading', { name: 'Your latest orders' })).toBeVisible();
    // Each order links to its tracking page.
    const rows = await within(orders).findAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(within(orders).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/tracking\//),
    );
  },
};

/** Without a logged-in session the product API refuses the orders: the block says so, the page stays. */
export const OrdersFailed: Story = {
  parameters: { msw: { handlers: scenarios.auth.unauthenticated } },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('region', { name: 'Your latest orders' });
    await expect(await within(orders).findByText(/We could not load your orders/)).toBeVisible();
  },
};

/** A customer who has not ordered yet is invited to browse. */
export const NoOrders: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.empty] } },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('region', { name: 'Your latest orders' });
    await expect(await within(orders).findByRole('link', { name: /browse/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}$/),
    );
  },
};

/** An account that may not see orders (allow-accounts-orders) gets no orders block. */
export const OrdersNotAllowed: Story = {
  args: {
    customer: { ...customer, permissions: { ...customer.permissions, accounts_orders: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Your latest orders' })).toBeNull();
  },
};
