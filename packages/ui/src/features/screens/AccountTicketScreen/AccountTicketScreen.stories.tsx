import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountTicketScreen } from './AccountTicketScreen.tsx';
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
 * The demo customer's seeded tickets (mocks/fixtures/tickets.ts): 2 is resolved, 3 archived and
 * 4 open with a photo of a broken mug.
 */
const seedTicket = { resolved: 2, archived: 3, withPhoto: 4 } as const;

/**
 * The second brand's stories open the tickets of its own shop (TZ-ES), which its storefront
 * shows: 12 is resolved, with the photo of a broken mug, and 13 archived.
 */
const secondBrandTicket: Record<number, number> = { 2: 12, 3: 13, 4: 12 };
const subjectOfResolved = {
  main: 'Colours look darker than on screen',
  second: 'A damaged mug arrived',
} as const;

const meta = {
  title: 'Features/Screens/AccountTicket',
  component: AccountTicketScreen,
  decorators: [withBrandCountrySite],
  args: { ticketId: seedTicket.resolved },
  render: (args, { globals }) => (
    <AccountTicketScreen
      ticketId={
        storyBrand(globals) === 'second'
          ? (secondBrandTicket[args.ticketId] ?? args.ticketId)
          : args.ticketId
      }
    />
  ),
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountTicketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answered ticket: the conversation, then a reply that reopens it. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: subjectOfResolved[storyBrand(globals)],
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('general:enums.ticketStatuses.RESOLVED'))).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: t('tickets:thread.title') }));
    await expect(thread.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tickets:thread.reply')) }),
      'Thanks, I will try that.',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('tickets:thread.send') }));
    await expect(await thread.findByText('Thanks, I will try that.')).toBeVisible();
    await expect(thread.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(t('general:enums.ticketStatuses.PENDING'))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('tickets:thread.reply')) }),
    ).toHaveValue('');
  },
};

/** The customer's photo is linked from their message. */
export const WithPhoto: Story = {
  args: { ticketId: seedTicket.withPhoto },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('link', {
        name: startingWith(t('tickets:thread.attachment', { name: 'broken-mug.jpg' })),
      }),
    ).toHaveAttribute('href', expect.stringContaining('/mock-assets/'));
    const prefix = storyBrand(globals) === 'second' ? 'TZES-' : 'WPXES-';
    // What the message says before the order's number, then the brand's prefix of the number.
    const [aboutOrder = ''] = t('tickets:thread.about', { number: '\u0000' }).split('\u0000');
    await expect(canvas.getByText(startingWith(`${aboutOrder}${prefix}`))).toBeVisible();
  },
};

/** An archived ticket cannot be answered any more. */
export const Archived: Story = {
  args: { ticketId: seedTicket.archived },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('tickets:thread.archived'))).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('tickets:thread.reply')) }),
    ).toBeNull();
  },
};

/** While the ticket loads the page says it is busy; only the way back shows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.slow] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(
      busyAround(canvas.getByText(t('tickets:thread.loading'))),
      t('tickets:thread.loading'),
    );
    // The loading state is what this story shows; the answer may come at any time after.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('tickets:thread.back') }),
      'accountsTickets',
      globals,
    );
  },
};

/** The first request fails: the page says so and links back; its retry asks again and shows the conversation. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('tickets:thread.error'))).toBeVisible();
    await expectLinkToRoute(
      canvas.getByRole('link', { name: t('tickets:thread.back') }),
      'accountsTickets',
      globals,
    );
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('tickets:list.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tickets:thread.send') })).toBeVisible();
    await expect(canvas.queryByText(t('tickets:thread.error'))).toBeNull();
  },
};

/** On a phone the conversation and the reply stack without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tickets:thread.send') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
