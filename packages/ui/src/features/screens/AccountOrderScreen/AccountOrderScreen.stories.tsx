import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { dismissNotification, findNotification } from '../../../testing/toastChecks.ts';
import { withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountOrderScreen } from './AccountOrderScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLinkToRoute,
  expectLoading,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/**
 * Orders of the demo customer's seed by status: each brand's history starts at its first id
 * (WPX-ES 100001, TZ-ES 100301) and lists one order per status code in the spec's order.
 */
const firstOrderId = { main: 100001, second: 100301 } as const;
const seedOrder = { newest: 0, awaitingPayment: 3, atPickpoint: 8, notDelivered: 10 } as const;

const meta = {
  title: 'Features/Screens/AccountOrder',
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    // The parcel not delivered of each brand's seed (its numbers start WPXES- and TZES-).
    const number = storyBrand(globals) === 'second' ? 'TZES-100311' : 'WPXES-100011';
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('orders:detail.title', { number }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('account:orderStatus.16'), { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders:detail.back') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/accounts\/orders$/),
    );
    await expect(
      await canvas.findByRole('link', {
        name: t('tracking:actions.PROVIDE_DATA_TO_REFUND.cta'),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tracking\/\w+\/user_required_actions\/RF\w+$/),
    );
    const summary = canvas.getByRole('region', { name: t('checkout:summary.title') });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    const shipment = canvas.getByRole('region', { name: t('orders:detail.shipment') });
    await expect(
      await within(shipment).findByText(t('tracking:timeline.trackingNumber')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('orders:detail.deliveryAddress') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: startingWith(t('orders:detail.invoice')) }),
    ).toHaveAttribute('href', expect.stringMatching(/\/mock-documents\/order-invoices\/.+\.pdf$/));
    await userEvent.click(canvas.getByRole('button', { name: t('orders:detail.reorder') }));
    // The order stays on screen; a notification, announced to screen readers, links the cart.
    const notification = await findNotification(t('orders:detail.reordered'));
    await expect(
      within(notification).getByRole('link', { name: t('orders:detail.toCart') }),
    ).toHaveAttribute('href', expect.stringMatching(/\/cart$/));
    await dismissNotification(notification);
  },
};

/** Waiting for a bank transfer: a link to complete the payment and no invoice yet. */
export const AwaitingPayment: Story = {
  args: { orderId: firstOrderId.main + seedOrder.awaitingPayment },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const payment = await canvas.findByRole('region', { name: t('orders:detail.payment') });
    await expect(
      within(payment).getByText(t('general:enums.paymentStatuses.PENDING')),
    ).toBeVisible();
    await expect(
      within(payment).getByRole('link', { name: t('orders:detail.payNow') }),
    ).toBeVisible();
    // Each brand's order waiting for its transfer, with the shop's account and its reference.
    const howToPay = await canvas.findByRole('region', {
      name: t('account:paymentInstructions.title'),
    });
    await expect(
      within(howToPay).getByText(storyBrand(globals) === 'main' ? 'WTRX4KQP' : 'TZWT4KQP'),
    ).toBeVisible();
    await expect(
      within(howToPay).getByRole('button', {
        name: t('account:paymentInstructions.copy', {
          name: t('account:paymentInstructions.iban'),
        }),
      }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: startingWith(t('orders:detail.invoice')) }),
    ).toBeNull();
  },
};

/** Sent to a pickup point: no delivery address of the customer's. */
export const AtPickpoint: Story = {
  args: { orderId: firstOrderId.main + seedOrder.atPickpoint },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByText(startingWith(t('tracking:shipmentModes.PICKPOINT')), {
        selector: 'p, span',
      }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('orders:detail.deliveryAddress') }),
    ).toBeNull();
  },
};

/** An order of many products. */
export const ManyLines: Story = {
  args: { orderId: firstOrderId.main + seedOrder.newest },
  parameters: { msw: { handlers: scenarios.orders.manyLines } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const summary = await canvas.findByRole('region', { name: t('checkout:summary.title') });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(14);
  },
};

/** While the order is on its way the page says it is busy; only the way back shows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.orders.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(
      busyAround(canvas.getByText(t('orders:detail.loading'))),
      t('orders:detail.loading'),
    );
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('orders:detail.back') }),
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
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('orders:detail.error'))).toBeVisible();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('orders:detail.back') }),
      'accountsOrders',
      globals,
    );
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('orders:list.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('orders:detail.reorder') })).toBeVisible();
    await expect(canvas.queryByText(t('orders:detail.error'))).toBeNull();
  },
};

/** Ordering again fails when the cart refuses: the page says so and nothing else changes. */
export const ReorderFailed: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.cart.serverError] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('orders:detail.reorder') }));
    await waitFor(() => expect(canvas.getByText(t('orders:detail.reorderFailed'))).toBeVisible());
  },
};

/** On a phone the order's sections stack without sideways scrolling; ordering again stays at hand. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('orders:detail.reorder') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
