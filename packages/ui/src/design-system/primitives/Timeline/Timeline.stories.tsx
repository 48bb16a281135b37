import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { Timeline, type TimelineEvent } from './Timeline.tsx';

const events: TimelineEvent[] = [
  {
    id: 'e1',
    state: 'PROCESSING',
    date: '2026-11-16T09:12:00Z',
    description: 'Your photo book is being printed.',
  },
  {
    id: 'e2',
    state: 'ON_ROUTE',
    date: '2026-11-17T18:40:00Z',
    description: 'Left our factory with CORREOS.',
  },
  {
    id: 'e3',
    state: 'ON_DELIVERY',
    date: '2026-11-19T07:05:00Z',
    description: 'With the driver in Valencia.',
  },
];

const meta = {
  title: 'Design system/Primitives/Timeline',
  component: Timeline,
  args: { events, site: { locale: 'en-IE', timeZone: 'Europe/Madrid' } },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = canvas.getByRole('list', { name: t('data:timeline.label') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent(
      `${t('data:timeline.current')}: ${t('data:timeline.states.ON_DELIVERY')}`,
    );
    await expect(
      within(items[0] as HTMLElement).getByText(t('data:timeline.states.PROCESSING')),
    ).toBeVisible();
  },
};

export const Delivered: Story = {
  args: {
    events: [
      ...events,
      {
        id: 'e4',
        state: 'DELIVERED',
        date: '2026-11-19T12:31:00Z',
        description: 'Signed by the customer.',
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByText(t('data:timeline.states.DELIVERED')).closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  },
};

export const Incidence: Story = {
  args: {
    events: [
      ...events,
      {
        id: 'e4',
        state: 'INCIDENCE',
        date: '2026-11-19T15:20:00Z',
        description: 'Nobody was at home. We will try again tomorrow.',
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByText(t('data:timeline.states.INCIDENCE')).closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  },
};

/** Pickpoint delivery: the parcel waits for the customer. */
export const Pickpoint: Story = {
  args: {
    events: [
      ...events.slice(0, 2),
      {
        id: 'e3',
        state: 'PENDING_TO_PICK',
        date: '2026-11-19T10:00:00Z',
        description: 'Waiting at Mondial Relay pickpoint, Rue de la Paix 12.',
      },
      { id: 'e4', state: 'PICKED', date: '2026-11-21T17:45:00Z' },
    ],
    currentEventId: 'e3',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByText(t('data:timeline.states.PENDING_TO_PICK')).closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    // The list is still there, named, with no event in it.
    await expect(canvas.getByRole('list')).toHaveAccessibleName(t('data:timeline.label'));
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};
