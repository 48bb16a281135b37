import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectNotFoundScreen,
  expectRelatedContentOnNotFound,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { TrackingScreen } from './TrackingScreen.tsx';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

const meta = {
  title: 'Features/Screens/Tracking',
  component: TrackingScreen,
  // The mock's guest order on its way with GLS.
  args: { publicId: 'HPVZ6FHD', timeZone: 'UTC' },
} satisfies Meta<typeof TrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('tracking:order.title', { number: 'WPXES-300001' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('account:orderStatus.9'))).toBeVisible();
    // The sentence beside the status says the same status.
    await expect(canvas.getByText(t('account:orderStatusDescription.9'))).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('account:paymentInstructions.title') }),
    ).toBeNull();
    await expect(canvas.getByText('GLS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /GL0000300001/ })).toHaveAttribute(
      'href',
      'https://tracking.gls.example/GL0000300001',
    );
    await expect(
      canvas
        .getByRole('list', { name: t('tracking:timeline.label') })
        .querySelector('[aria-current="step"]'),
    ).toHaveTextContent(t('data:timeline.states.ON_ROUTE'));
    // A home delivery shows only the recipient's first name, postcode, city and country.
    const delivery = canvas.getByRole('region', { name: t('tracking:order.delivery') });
    await expect(delivery.querySelector('address')).toHaveTextContent(/, Spain$/);
    const items = canvas.getByRole('region', { name: t('tracking:order.items') });
    await expect(items.querySelectorAll('li').length).toBeGreaterThan(0);
    await expect(items).toHaveTextContent(/\d+ × \S/);
  },
};

/** Not delivered: a delivery problem and the refund details the customer must give. */
export const ActionRequired: Story = {
  args: { publicId: 'XRKX2563' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('account:orderStatus.16'))).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: t('tracking:actions.PROVIDE_DATA_TO_REFUND.cta'),
      }),
    ).toHaveAttribute('href', '/en-ie/tracking/XRKX2563/user_required_actions/RFXRKX2563');
  },
};

/** Waiting for a bank transfer: how to pay it, under a status that says so. */
export const AwaitingTransfer: Story = {
  args: { publicId: 'WTRX4KQP' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const howToPay = await canvas.findByRole('region', {
      name: t('account:paymentInstructions.title'),
    });
    await expect(within(howToPay).getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await expect(within(howToPay).getByText('WTRX4KQP')).toBeVisible();
    await expect(canvas.getByText(t('account:orderStatus.4'))).toBeVisible();
    await expect(canvas.getByText(t('account:orderStatusDescription.4'))).toBeVisible();
  },
};

/** The product API does not answer: the page holds its place and says it is loading, with nothing else yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.tracking.timeout } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const busy = busyAround(canvas.getByText(t('tracking:order.loading')));
    await expectLoading(busy, t('tracking:order.loading'));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the order. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tracking.failsOnce } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('general:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('general:retry') }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('tracking:order.title', { number: 'WPXES-300001' }),
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('general:loadError'))).toBeNull();
    await expect(canvas.getByRole('region', { name: t('tracking:order.items') })).toBeVisible();
  },
};

/** No order has this public id: the 404 screen (`TrackingScreen.isNotFound` for the status), with its ways on. */
export const NotFound: Story = {
  parameters: { msw: { handlers: scenarios.tracking.notFound } },
  play: async ({ canvas, globals }) => {
    await expectNotFoundScreen(canvas, globals);
    // What the shop places on the 404 screen, as on the storefront's own.
    await expectRelatedContentOnNotFound(canvas, globals);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('tracking:order.title', { number: 'WPXES-300001' }),
      }),
    ).toBeVisible();
    // The shipment and delivery columns stack on the phone, none wider than the screen.
    const shipment = canvas.getByRole('region', { name: t('tracking:order.shipment') });
    const delivery = canvas.getByRole('region', { name: t('tracking:order.delivery') });
    await expect(delivery.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      shipment.getBoundingClientRect().bottom,
    );
    await expectFitsPhoneWidth(canvasElement);
  },
};
