import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { dismissNotification, findNotification } from '../../primitives/Toast/toastChecks.ts';
import { withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountOrderScreen } from './AccountOrderScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLinkToRoute,
  expectLoading,
  storyText,
} from '../screenStorySupport.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';

/**
 * Orders of the demo customer's seed by status: each brand's history starts at its first id
 * (WPX-ES 100001, TZ-ES 100301) and lists one order per status code in the spec's order.
 */
const firstOrderId = { main: 100001, second: 100301 } as const;
const seedOrder = { newest: 0, awaitingPayment: 3, atPickpoint: 8, notDelivered: 10 } as const;

const meta = {
  title: 'Screens/AccountOrder',
  component: AccountOrderScreen,
  decorators: [withBrandCountrySite],
  args: { orderId: firstOrderId.main + seedOrder.notDelivered },
  parameters: { msw: { handlers: scenarios.account.customer } },
  // The second brand's story shows the same kind of order from its own shop.
  render: (args, { globals }) => (
    <AccountOrderScreen
      orderId={args.orderId - firstOrderId.main + firstOrderId[storyBrand(globals)]}
    />
  ),
} satisfies Meta<typeof AccountOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A parcel the carrier could not deliver: the refund action, the tracking timeline, addresses,
 * payment and invoice; ordering it again puts its products in the cart.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Order (WPXES-100011|TZES-100311)$/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Not delivered', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/accounts\/orders$/),
    );
    await expect(
      await canvas.findByRole('link', { name: 'Give your bank details' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tracking\/\w+\/user_required_actions\/RF\w+$/),
    );
    const summary = canvas.getByRole('region', { name: 'Your order' });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    const shipment = canvas.getByRole('region', { name: 'Shipment' });
    await expect(await within(shipment).findByText('Tracking number')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Delivery address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download the invoice/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/mock-documents\/order-invoices\/.+\.pdf$/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    // The order stays on screen; a notification, announced to screen readers, links the cart.
    const notification = await findNotification('The products of this order are in your cart.');
    await expect(
      within(notification).getByRole('link', { name: 'Go to the cart' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/cart$/));
    await dismissNotification(notification);
  },
};

/** Waiting for a bank transfer: a link to complete the payment and no invoice yet. */
export const AwaitingPayment: Story = {
  args: { orderId: firstOrderId.main + seedOrder.awaitingPayment },
  play: async ({ canvas }) => {
    const payment = await canvas.findByRole('region', { name: 'Payment' });
    await expect(within(payment).getByText('Awaiting payment')).toBeVisible();
    await expect(within(payment).getByRole('link', { name: 'Complete the payment' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Download the invoice/ })).toBeNull();
  },
};

/** Sent to a pickup point: no delivery address of the customer's. */
export const AtPickpoint: Story = {
  args: { orderId: firstOrderId.main + seedOrder.atPickpoint },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Delivery to a pickup point/, { selector: 'p, span' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Delivery address' })).toBeNull();
  },
};

/** An order of many products. */
export const ManyLines: Story = {
  args: { orderId: firstOrderId.main + seedOrder.newest },
  parameters: { msw: { handlers: scenarios.orders.manyLines } },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: 'Your order' });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(14);
  },
};

/** While the order is on its way the page says it is busy; only the way back shows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.slow] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'orders');
    await expectLoading(busyAround(canvas.getByText(t('detail.loading'))), t('detail.loading'));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('detail.back') }),
      'accountsOrders',
      globals,
    );
  },
};

/** The first request fails: the page says so and links back to the list; its retry asks again and shows the order. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'orders');
    await expect(await canvas.findByText(t('detail.error'))).toBeVisible();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('detail.back') }),
      'accountsOrders',
      globals,
    );
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('list.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('detail.reorder') })).toBeVisible();
    await expect(canvas.queryByText(t('detail.error'))).toBeNull();
  },
};

/** Ordering again fails when the cart refuses: the page says so and nothing else changes. */
export const ReorderFailed: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.cart.serverError] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Order again' }));
    await waitFor(() =>
      expect(
        canvas.getByText('We could not add the products to your cart. Please try again.'),
      ).toBeVisible(),
    );
  },
};

/** On a phone the order's sections stack without sideways scrolling; ordering again stays at hand. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'orders');
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('detail.reorder') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
