import { db, demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderCompletedScreen } from './OrderCompletedScreen.tsx';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
/** The newest seeded order of the customer (or of a guest), as if it had just been placed. */
function seededOrder(customerEmail: string | null) {
  const customerId = customerEmail
    ? db.customers.find((customer) => customer.email === customerEmail)?.id
    : null;
  const order = db.orders
    .filter((candidate) => candidate.customer_id === (customerId ?? null))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  if (!order) throw new Error('The seed has no such order');
  return order;
}

const meta = {
  title: 'Screens/OrderCompleted',
  component: OrderCompletedScreen,
  args: {
    publicId: '',
    isGuest: true,
    trackingHref: '/en-ie/tracking',
    createAccountHref: '/en-ie/login',
  },
  render: (args) => {
    const order = seededOrder(args.isGuest ? null : demoAccounts.customer);
    return (
      <OrderCompletedScreen
        {...args}
        publicId={order.public_id}
        trackingHref={`/en-ie/tracking/${order.public_id}`}
      />
    );
  },
} satisfies Meta<typeof OrderCompletedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's order: number, delivery, next steps, tracking, and the offer of an account. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const order = seededOrder(null);
    await expect(await canvas.findByText(order.number)).toBeVisible();
    // Guests see whether their order is paid too: the public tracking carries it.
    const paid = { PENDING: 'Waiting for payment', PAID: 'Paid', CANCELED: 'Canceled' };
    await expect(canvas.getByText(paid[order.payment.status], { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `/en-ie/tracking/${order.public_id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

/** A logged-in customer's order: its lines and totals, and no account offer. */
export const LoggedIn: Story = {
  args: { isGuest: false },
  parameters: { msw: { handlers: scenarios.account.customer } },
  play: async ({ canvas }) => {
    const order = seededOrder(demoAccounts.customer);
    await expect(await canvas.findByRole('heading', { name: 'Your order' })).toBeVisible();
    const firstLine = order.lines[0];
    if (!firstLine) throw new Error('The seeded order has no lines');
    const lineNames = canvas.getAllByText((text) => text.includes(firstLine.article_name));
    await expect(lineNames[0]).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tracking.serverError } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/We could not load your order, but it is placed/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track your order' })).toBeVisible();
  },
};
