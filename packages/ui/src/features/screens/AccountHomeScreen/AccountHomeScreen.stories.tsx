import { fixtures, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { secondBrandOrderPrefix, withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountHomeScreen } from './AccountHomeScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLinkToRoute,
  expectLoading,
} from '../screenStorySupport.ts';
import { storyMessages, withAnyValue } from '../../../testing/storyMessages.ts';

// The seeded demo customer, whose orders, tickets and designs the account scenarios serve.
const customer = fixtures.customer.demo;

const meta = {
  title: 'Features/Screens/AccountHome',
  component: AccountHomeScreen,
  // The second brand's stories shop on its own site: its home sums up its own shop's account.
  decorators: [withBrandCountrySite],
  args: { customer },
  // The account calls answer only a logged-in session.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;
type Messages = ReturnType<typeof storyMessages>;
const block = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const orders = (canvas: Canvas, t: Messages) => block(canvas, t('account:home.recentOrders'));
const tickets = (canvas: Canvas, t: Messages) => block(canvas, t('account:home.openTickets'));
const designs = (canvas: Canvas, t: Messages) => block(canvas, t('account:home.savedDesigns'));
/** The count of open tickets, whatever it is (up to a hundred), as the customer reads it. */
const openTicketCount = (t: Messages) => (text: string) =>
  Array.from({ length: 100 }, (_, count) => t('account:home.openTicketCount', { count })).includes(
    text,
  );
const site = /^\/[a-z]{2}-[a-z]{2}/.source;

/** Each block links to its page and to each of its orders, tickets and designs, of the brand's own shops. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const second = storyBrand(globals) === 'second';
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('account:home.greeting', { name: customer.first_name }),
      }),
    ).toBeVisible();

    const orderBlock = within(await orders(canvas, t));
    await expect(
      orderBlock.getByRole('link', { name: t('account:home.allOrders') }),
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`${site}/accounts/orders$`)));
    const table = await orderBlock.findByRole('table', { name: t('account:home.recentOrders') });
    const orderLinks = within(table).getAllByRole('link');
    await expect(orderLinks).toHaveLength(3);
    for (const link of orderLinks) {
      await expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`${site}/accounts/orders/\\d+$`)),
      );
      await expect((link.textContent ?? '').startsWith(secondBrandOrderPrefix)).toBe(second);
    }

    const ticketBlock = within(await tickets(canvas, t));
    await expect(
      ticketBlock.getByRole('link', { name: t('account:home.allTickets') }),
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`${site}/accounts/tickets$`)));
    await expect(await ticketBlock.findByText(openTicketCount(t))).toBeVisible();
    const ticketLinks = within(ticketBlock.getByRole('list')).getAllByRole('link');
    await expect(ticketLinks.length).toBeGreaterThan(0);
    await expect(ticketLinks.length).toBeLessThanOrEqual(3);
    for (const link of ticketLinks)
      await expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`${site}/accounts/tickets/\\d+$`)),
      );

    const designBlock = within(await designs(canvas, t));
    await expect(
      designBlock.getByRole('link', { name: t('account:home.allDesigns') }),
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`${site}/accounts/designs$`)));
    const designLinks = await designBlock.findAllByRole('link', {
      name: withAnyValue((value) => t('account:home.openDesign', { name: value })),
    });
    await expect(designLinks).toHaveLength(4);
    for (const link of designLinks) {
      const href = link.getAttribute('href') ?? '';
      await expect(href).toMatch(new RegExp(`${site}/create/\\d+\\?design=p-\\d+-\\d+$`));
      // The second brand's designs are numbered from 500 in the seed.
      await expect(Number(/-(\d+)$/.exec(href)?.[1]) >= 500).toBe(second);
    }
  },
};

/** A new customer: each block says there is nothing yet and where to start. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.account.customer,
        ...scenarios.orders.empty,
        ...scenarios.tickets.empty,
        ...scenarios.designs.empty,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const orderBlock = within(await orders(canvas, t));
    await expect(
      await orderBlock.findByRole('heading', { name: t('account:home.noOrders') }),
    ).toBeVisible();
    await expectLinkToRoute(
      orderBlock.getByRole('link', { name: t('account:home.browse') }),
      'home',
      globals,
    );
    const ticketBlock = within(await tickets(canvas, t));
    await expect(
      await ticketBlock.findByRole('heading', { name: t('account:home.noOpenTickets') }),
    ).toBeVisible();
    await expectLinkToRoute(
      ticketBlock.getByRole('link', { name: t('account:home.askUs') }),
      'accountsTickets',
      globals,
    );
    const designBlock = within(await designs(canvas, t));
    await expect(
      await designBlock.findByRole('heading', { name: t('account:home.noDesigns') }),
    ).toBeVisible();
    await expect(designBlock.queryByRole('list')).toBeNull();
  },
};

/** While the product API answers, each block holds its place and says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.account.customer,
        ...scenarios.orders.timeout,
        ...scenarios.tickets.timeout,
        ...scenarios.designs.timeout,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('account:home.loading');
    const blocks = [
      [await orders(canvas, t), t('account:home.allOrders')],
      [await tickets(canvas, t), t('account:home.allTickets')],
      [await designs(canvas, t), t('account:home.allDesigns')],
    ] as const;
    for (const [region, all] of blocks) {
      await expectLoading(busyAround(within(region).getByText(loading)), loading);
      await expect(within(region).getByRole('link', { name: all })).toBeVisible();
      await expect(within(region).queryByRole('table')).toBeNull();
    }
  },
};

/** The tickets fail to load once: that block says so and its retry asks again and shows them; the others are unaffected. */
export const TicketsFailed: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const ticketBlock = within(await tickets(canvas, t));
    await expect(await ticketBlock.findByText(t('account:home.ticketsError'))).toBeVisible();
    await expect(
      await within(await orders(canvas, t)).findByRole('table', {
        name: t('account:home.recentOrders'),
      }),
    ).toBeVisible();
    await userEvent.click(ticketBlock.getByRole('button', { name: t('account:home.retry') }));
    await expect(await ticketBlock.findByText(openTicketCount(t))).toBeVisible();
    await waitFor(() => expect(ticketBlock.queryByText(t('account:home.ticketsError'))).toBeNull());
    await expect(within(ticketBlock.getByRole('list')).getAllByRole('link').length).toBeGreaterThan(
      0,
    );
  },
};

/** An account that may not see orders or tickets gets only the blocks of the pages it may open. */
export const Restricted: Story = {
  args: { customer: fixtures.customer.restricted },
  parameters: { msw: { handlers: scenarios.account.restricted } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('account:home.greeting', {
          name: fixtures.customer.restricted.first_name,
        }),
      }),
    ).toBeVisible();
    await expect(await designs(canvas, t)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('account:home.recentOrders') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t('account:home.openTickets') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('account:home.allTickets') })).toBeNull();
  },
};

/** On a phone the blocks stack, each still with its link to its page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await within(await orders(canvas, t)).findByRole('table', {
        name: t('account:home.recentOrders'),
      }),
    ).toBeVisible();
    await expect(await within(await tickets(canvas, t)).findByRole('list')).toBeVisible();
    const designBlock = within(await designs(canvas, t));
    await expect(await designBlock.findByRole('list')).toBeVisible();
    await expect(
      designBlock.getByRole('link', { name: t('account:home.allDesigns') }),
    ).toBeVisible();
    // The blocks stack in one column, none wider than the screen.
    const [first, second] = [await orders(canvas, t), await tickets(canvas, t)];
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first.getBoundingClientRect().bottom,
    );
    await expectFitsPhoneWidth(canvasElement);
  },
};
