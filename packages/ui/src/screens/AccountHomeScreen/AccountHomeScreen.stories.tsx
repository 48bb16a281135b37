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
  storyText,
} from '../screenStorySupport.ts';

// The seeded demo customer, whose orders, tickets and designs the account scenarios serve.
const customer = fixtures.customer.demo;

const meta = {
  title: 'Screens/AccountHome',
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
const block = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const orders = (canvas: Canvas) => block(canvas, 'Your latest orders');
const tickets = (canvas: Canvas) => block(canvas, 'Your open tickets');
const designs = (canvas: Canvas) => block(canvas, 'Your latest designs');
const site = /^\/[a-z]{2}-[a-z]{2}/.source;

/** Each block links to its page and to each of its orders, tickets and designs, of the brand's own shops. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const second = storyBrand(globals) === 'second';
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Lucía' })).toBeVisible();

    const orderBlock = within(await orders(canvas));
    await expect(orderBlock.getByRole('link', { name: 'All your orders' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${site}/accounts/orders$`)),
    );
    const table = await orderBlock.findByRole('table', { name: 'Your latest orders' });
    const orderLinks = within(table).getAllByRole('link');
    await expect(orderLinks).toHaveLength(3);
    for (const link of orderLinks) {
      await expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`${site}/accounts/orders/\\d+$`)),
      );
      await expect((link.textContent ?? '').startsWith(secondBrandOrderPrefix)).toBe(second);
    }

    const ticketBlock = within(await tickets(canvas));
    await expect(ticketBlock.getByRole('link', { name: 'All your tickets' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${site}/accounts/tickets$`)),
    );
    await expect(await ticketBlock.findByText(/^\d+ open tickets?$/)).toBeVisible();
    const ticketLinks = within(ticketBlock.getByRole('list')).getAllByRole('link');
    await expect(ticketLinks.length).toBeGreaterThan(0);
    await expect(ticketLinks.length).toBeLessThanOrEqual(3);
    for (const link of ticketLinks)
      await expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`${site}/accounts/tickets/\\d+$`)),
      );

    const designBlock = within(await designs(canvas));
    await expect(designBlock.getByRole('link', { name: 'All your designs' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${site}/accounts/designs$`)),
    );
    const designLinks = await designBlock.findAllByRole('link', { name: /^Open in the editor: / });
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
    const orderBlock = within(await orders(canvas));
    await expect(
      await orderBlock.findByRole('heading', { name: 'You have not ordered anything yet' }),
    ).toBeVisible();
    await expectLinkToRoute(
      orderBlock.getByRole('link', { name: 'Browse our products' }),
      'home',
      globals,
    );
    const ticketBlock = within(await tickets(canvas));
    await expect(
      await ticketBlock.findByRole('heading', { name: 'You have no open tickets' }),
    ).toBeVisible();
    await expectLinkToRoute(
      ticketBlock.getByRole('link', { name: 'Ask us something' }),
      'accountsTickets',
      globals,
    );
    const designBlock = within(await designs(canvas));
    await expect(
      await designBlock.findByRole('heading', { name: 'You have no saved designs yet' }),
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
    const loading = storyText(globals, 'account')('home.loading');
    for (const region of [await orders(canvas), await tickets(canvas), await designs(canvas)]) {
      await expectLoading(busyAround(within(region).getByText(loading)), loading);
      await expect(within(region).getByRole('link', { name: /^All your / })).toBeVisible();
      await expect(within(region).queryByRole('table')).toBeNull();
    }
  },
};

/** The tickets fail to load once: that block says so and its retry asks again and shows them; the others are unaffected. */
export const TicketsFailed: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.failsOnce] },
  },
  play: async ({ canvas }) => {
    const ticketBlock = within(await tickets(canvas));
    await expect(await ticketBlock.findByText('We could not load your tickets.')).toBeVisible();
    await expect(
      await within(await orders(canvas)).findByRole('table', { name: 'Your latest orders' }),
    ).toBeVisible();
    await userEvent.click(ticketBlock.getByRole('button', { name: 'Try again' }));
    await expect(await ticketBlock.findByText(/^\d+ open tickets?$/)).toBeVisible();
    await waitFor(() =>
      expect(ticketBlock.queryByText('We could not load your tickets.')).toBeNull(),
    );
    await expect(within(ticketBlock.getByRole('list')).getAllByRole('link').length).toBeGreaterThan(
      0,
    );
  },
};

/** An account that may not see orders or tickets gets only the blocks of the pages it may open. */
export const Restricted: Story = {
  args: { customer: fixtures.customer.restricted },
  parameters: { msw: { handlers: scenarios.account.restricted } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Camille' })).toBeVisible();
    await expect(await designs(canvas)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your latest orders' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Your open tickets' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'All your tickets' })).toBeNull();
  },
};

/** On a phone the blocks stack, each still with its link to its page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await within(await orders(canvas)).findByRole('table', { name: 'Your latest orders' }),
    ).toBeVisible();
    await expect(await within(await tickets(canvas)).findByRole('list')).toBeVisible();
    const designBlock = within(await designs(canvas));
    await expect(await designBlock.findByRole('list')).toBeVisible();
    await expect(designBlock.getByRole('link', { name: 'All your designs' })).toBeVisible();
    // The blocks stack in one column, none wider than the screen.
    const [first, second] = [await orders(canvas), await tickets(canvas)];
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first.getBoundingClientRect().bottom,
    );
    await expectFitsPhoneWidth(canvasElement);
  },
};
