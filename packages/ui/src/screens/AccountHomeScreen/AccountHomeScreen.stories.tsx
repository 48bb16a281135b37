import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountHomeScreen } from './AccountHomeScreen.tsx';

const customer = {
  id: 1,
  email: 'demo@example.com',
  customer_type: 'PERSON',
  first_name: 'Ana',
  last_name: 'García',
  is_foticos: false,
  permissions: { can_make_orders: true, accounts_orders: true, accounts_tickets: true, accounts_invoices: false },
} as const;

const meta = {
  title: 'Screens/AccountHome',
  component: AccountHomeScreen,
  args: { customer },
} satisfies Meta<typeof AccountHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeVisible();
    const orders = await canvas.findByRole('region', { name: 'Your latest orders' });
    await expect(within(orders).getByRole('heading', { name: 'Your latest orders' })).toBeVisible();
  },
};

/** An account that may not see orders (allow-accounts-orders) gets no orders block. */
export const OrdersNotAllowed: Story = {
  args: { customer: { ...customer, permissions: { ...customer.permissions, accounts_orders: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Your latest orders' })).toBeNull();
  },
};
