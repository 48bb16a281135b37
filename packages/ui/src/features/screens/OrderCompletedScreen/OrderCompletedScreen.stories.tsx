import { db, demoAccounts, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderCompletedScreen } from './OrderCompletedScreen.tsx';
import { expectNotFoundScreen } from '../screenStorySupport.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { signUpAs } from '../../fragments/SignUpForm/signUpStorySupport.ts';

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
  title: 'Features/Screens/OrderCompleted',
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const order = seededOrder(null);
    await expect(await canvas.findByText(order.number)).toBeVisible();
    // Guests see whether their order is paid too: the public tracking carries it.
    await expect(
      canvas.getByText(t(`checkout:completed.paymentStatus.${order.payment.status}`), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('checkout:completed.track') })).toHaveAttribute(
      'href',
      `/en-ie/tracking/${order.public_id}`,
    );
    await expect(canvas.getByRole('form', { name: t('account:signUp.title') })).toBeVisible();
    await expect(
      canvas.getByText(t('account:signUp.guestOrderLead', { number: order.number })),
    ).toBeVisible();
  },
};

/** The guest creates the account right here: the sign-up carries the order's number to take it over. */
export const GuestSignsUp: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const order = seededOrder(null);
    await canvas.findByText(t('account:signUp.guestOrderLead', { number: order.number }));
    const signUp = within(canvas.getByRole('form', { name: t('account:signUp.title') }));
    await signUpAs(signUp, t, { email: order.email, firstName: 'Lucía', lastName: 'Gómez' });
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({
          email: order.email,
          accepts_terms: true,
          guest_order_number: order.number,
        }),
      ),
    );
    await expect(await canvas.findByText(t('account:signUp.checkMailTitle'))).toBeVisible();
  },
};

/** A logged-in customer's order: its lines and totals, and no account offer. */
export const LoggedIn: Story = {
  args: { isGuest: false },
  parameters: { msw: { handlers: scenarios.account.customer } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const order = seededOrder(demoAccounts.customer);
    await expect(
      await canvas.findByRole('heading', { name: t('checkout:summary.title') }),
    ).toBeVisible();
    const firstLine = order.lines[0];
    if (!firstLine) throw new Error('The seeded order has no lines');
    const lineNames = canvas.getAllByText((text) => text.includes(firstLine.article_name));
    await expect(lineNames[0]).toBeVisible();
    await expect(canvas.queryByRole('form', { name: t('account:signUp.title') })).toBeNull();
  },
};

/** Paid by bank transfer, still due: the account, amount and reference to pay with. */
export const AwaitingTransfer: Story = {
  args: { isGuest: false },
  parameters: { msw: { handlers: scenarios.account.customer } },
  // The demo customer's order waiting for its transfer.
  render: (args) => (
    <OrderCompletedScreen {...args} publicId="WTRX4KQP" trackingHref="/en-ie/tracking/WTRX4KQP" />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const howToPay = await canvas.findByRole('region', {
      name: t('account:paymentInstructions.title'),
    });
    await expect(within(howToPay).getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await expect(within(howToPay).getByText('WTRX4KQP')).toBeVisible();
    await expect(within(howToPay).getByText(/^€\d+\.\d{2}$/)).toBeVisible();
    await expect(
      canvas.getByText(t('checkout:completed.paymentStatus.PENDING'), { exact: true }),
    ).toBeVisible();
  },
};

/** The order cannot be loaded: the page says so with a retry, and thanks for nothing yet. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tracking.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('checkout:completed.loadError'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('checkout:completed.title') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('checkout:completed.track') })).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('checkout:completed.title') }),
    ).toBeVisible();
  },
};

/** While the order loads: placeholders and the loading text, no thank-you yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.tracking.timeout } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('checkout:loading'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('checkout:completed.title') })).toBeNull();
  },
};

/** No order has this public id (or none was given): the 404 screen, never a thank-you. */
export const NotFound: Story = {
  parameters: { msw: { handlers: scenarios.tracking.notFound } },
  render: (args) => <OrderCompletedScreen {...args} publicId="ZZZZZZZZ" />,
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('heading', { name: t('checkout:completed.title') })).toBeNull();
  },
};
