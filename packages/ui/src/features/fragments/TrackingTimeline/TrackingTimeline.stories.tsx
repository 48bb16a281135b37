import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { TrackingTimeline } from './TrackingTimeline.tsx';

// The seed's guest order HPVZ6FHD: a GLS parcel on its way.
const { carrier, tracking_number, carrier_tracking_url, estimated_delivery, events } =
  fixtures.tracking('HPVZ6FHD');

const meta = {
  title: 'Features/Fragments/TrackingTimeline',
  component: TrackingTimeline,
  args: {
    site: fixtures.countrySite(),
    timeZone: 'UTC',
    carrier,
    tracking_number,
    carrier_tracking_url,
    estimated_delivery,
    events,
  },
} satisfies Meta<typeof TrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const history = canvas.getByRole('list', { name: t('tracking:timeline.label') });
    await expect(history.querySelectorAll('li')).toHaveLength(2);
    await expect(history.querySelector('[aria-current="step"]')).toHaveTextContent(
      t('data:timeline.states.ON_ROUTE'),
    );
    await expect(canvas.getByRole('link', { name: /GL0000300001/ })).toHaveAttribute(
      'href',
      'https://tracking.gls.example/GL0000300001',
    );
    await expect(canvas.getByText('3 November 2026')).toBeVisible();
  },
};

/** Not shipped yet: no carrier, number or events. */
export const Empty: Story = {
  args: {
    carrier: null,
    tracking_number: null,
    carrier_tracking_url: null,
    estimated_delivery: null,
    events: [],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('tracking:timeline.noEvents'))).toBeVisible();
    await expect(canvas.getByText(t('tracking:timeline.noCarrier'))).toBeVisible();
    // Nothing to follow yet: no history list, no carrier link, no tracking number or date.
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(t('tracking:timeline.trackingNumber'))).toBeNull();
    await expect(canvas.queryByText(t('tracking:timeline.estimatedDelivery'))).toBeNull();
  },
};

/** A pickpoint parcel through every step, and a delivery incidence as the current state. */
export const LongContent: Story = {
  args: {
    carrier: 'MONDIAL_RELAY',
    events: [
      {
        state: 'PROCESSING',
        occurred_at: '2026-10-01T08:00:00.000Z',
        description: 'Your order is being produced',
        location: 'Factory, Getafe',
      },
      {
        state: 'ON_ROUTE',
        occurred_at: '2026-10-02T08:00:00.000Z',
        description: 'The parcel left our factory',
        location: 'Madrid',
      },
      {
        state: 'ON_DELIVERY',
        occurred_at: '2026-10-03T08:00:00.000Z',
        description: 'Out for delivery today',
        location: 'Valencia',
      },
      {
        state: 'PENDING_TO_PICK',
        occurred_at: '2026-10-04T08:00:00.000Z',
        description: 'Waiting for you at the pickpoint',
        location: 'Estanco Plaza Mayor, Valencia',
      },
      {
        state: 'PICKED',
        occurred_at: '2026-10-05T08:00:00.000Z',
        description: 'Picked up at the pickpoint',
        location: null,
      },
      {
        state: 'DELIVERED',
        occurred_at: '2026-10-05T09:00:00.000Z',
        description: 'Delivered',
        location: null,
      },
      {
        state: 'INCIDENCE',
        occurred_at: '2026-10-06T08:00:00.000Z',
        description:
          'The carrier reported a damaged parcel and returned it to the depot for inspection',
        location: 'Valencia depot',
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas
        .getByRole('list', { name: t('tracking:timeline.label') })
        .querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Delivery problem');
  },
};
