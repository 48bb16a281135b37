import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackingScreen } from './TrackingScreen.tsx';

const meta = {
  title: 'Screens/Tracking',
  component: TrackingScreen,
  // The mock's guest order on its way with GLS.
  args: { publicId: 'HPVZ6FHD', timeZone: 'UTC' },
} satisfies Meta<typeof TrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order WPXES-300001' }),
    ).toBeVisible();
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.getByText('GLS')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /GL0000300001/ })).toHaveAttribute(
      'href',
      'https://tracking.gls.example/GL0000300001',
    );
    await expect(
      canvas.getByRole('list', { name: 'Tracking history' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('On its way');
    // A home delivery shows only the recipient's first name, postcode, city and country.
    const delivery = canvas.getByRole('region', { name: 'Delivery' });
    await expect(delivery.querySelector('address')).toHaveTextContent(/, Spain$/);
    const items = canvas.getByRole('region', { name: 'In this order' });
    await expect(items.querySelectorAll('li').length).toBeGreaterThan(0);
    await expect(items).toHaveTextContent(/\d+ × \S/);
  },
};

/** Not delivered: a delivery problem and the refund details the customer must give. */
export const ActionRequired: Story = {
  args: { publicId: 'XRKX2563' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not delivered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Give your bank details' })).toHaveAttribute(
      'href',
      '/en-ie/tracking/XRKX2563/user_required_actions/RFXRKX2563',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.tracking.timeout } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your order…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tracking.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load this part of the shop.')).toBeVisible();
  },
};

/** No order has this public id: the 404 screen (`TrackingScreen.isNotFound` for the status). */
export const NotFound: Story = {
  parameters: { msw: { handlers: scenarios.tracking.notFound } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeVisible();
    // What the shop places on the 404 screen, as on the storefront's own.
    await expect(
      await canvas.findByRole('region', { name: 'Maybe you were looking for one of these' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Zamówienie WPXES-300001' }),
    ).toBeVisible();
  },
};
