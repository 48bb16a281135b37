import { db, demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderCompletedScreen } from './OrderCompletedScreen.tsx';
import { routeOfHref, storyText } from '../screenStorySupport.ts';

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
    onSignUp: fn(async () => undefined),
    termsHref: '/en-ie/terms',
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

/** A guest's order: number, delivery, next steps, tracking, and the sign-up that keeps the order. */
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
    await expect(canvas.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`order ${order.number} will be in it`))).toBeVisible();
  },
};

/** The guest creates the account right here: the sign-up carries the order's number to take it over. */
export const GuestSignsUp: Story = {
  play: async ({ args, canvas }) => {
    const order = seededOrder(null);
    await canvas.findByText(new RegExp(`order ${order.number} will be in it`));
    const signUp = within(canvas.getByRole('form', { name: 'Create an account' }));
    await userEvent.type(signUp.getByLabelText(/E-mail/), order.email);
    await userEvent.type(signUp.getByLabelText(/^Password/), 'summer2026');
    await userEvent.type(signUp.getByLabelText(/First name/), 'Lucía');
    await userEvent.type(signUp.getByLabelText(/Last name/), 'Gómez');
    await userEvent.click(signUp.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(signUp.getByRole('button', { name: 'Create the account' }));
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({
          email: order.email,
          accepts_terms: true,
          guest_order_number: order.number,
        }),
      ),
    );
    await expect(await canvas.findByText('Your account is ready. Taking you there…')).toBeVisible();
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
    await expect(canvas.queryByRole('form', { name: 'Create an account' })).toBeNull();
  },
};

/** The order cannot be loaded: the page says the order is placed and leads to its tracking page. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tracking.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'checkout');
    await expect(await canvas.findByText(t('completed.loadError'))).toBeVisible();
    const track = canvas.getByRole('link', { name: t('completed.track') });
    await expect(routeOfHref(track.getAttribute('href') ?? '', globals)).toMatch(/^tracking/);
    // Without the order's number the guest may still create an account, with the general lead.
    await expect(canvas.getByText(storyText(globals, 'account')('signUp.lead'))).toBeVisible();
  },
};
