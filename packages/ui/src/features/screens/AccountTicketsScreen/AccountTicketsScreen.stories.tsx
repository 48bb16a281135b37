import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultTicketFilters, type AccountTicketFilters } from '../../data/ticketQueries.ts';
import { withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountTicketsScreen } from './AccountTicketsScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  giveFocusBack,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The storefront keeps the status and page in the URL; here a state stands in for it. */
function TicketsPage({
  initial,
  onFiltersChange,
}: {
  initial: AccountTicketFilters;
  onFiltersChange: (next: AccountTicketFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <AccountTicketsScreen
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/AccountTickets',
  component: AccountTicketsScreen,
  decorators: [withBrandCountrySite],
  args: { filters: defaultTicketFilters, onFiltersChange: fn() },
  parameters: { msw: { handlers: scenarios.account.customer } },
  render: (args) => <TicketsPage initial={args.filters} onFiltersChange={args.onFiltersChange} />,
} satisfies Meta<typeof AccountTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const subjects = (canvas: HTMLElement, t: ReturnType<typeof storyMessages>) =>
  within(within(canvas).getByRole('table', { name: t('tickets:list.caption') }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Open tickets first; the Resolved tab lists the answered ones. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('tab', { name: t('general:enums.ticketStatuses.PENDING') }),
    ).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('table', { name: t('tickets:list.caption') });
    const open = subjects(canvasElement, t);
    await expect(open.length).toBeGreaterThan(0);
    await expect(within(canvas.getByRole('table')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/accounts\/tickets\/\d+$/),
    );
    await userEvent.click(
      canvas.getByRole('tab', { name: t('general:enums.ticketStatuses.RESOLVED') }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'RESOLVED', page: 1 });
    await waitFor(() => expect(subjects(canvasElement, t)).not.toEqual(open));
  },
};

/** A new ticket about an order, with a photo: it is sent, confirmed and listed with the open ones. */
export const NewTicket: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = within(canvas.getByRole('form', { name: t('tickets:create.title') }));
    // The customer's orders are the choices: the keyboard picks the first one.
    const order = form.getByRole('combobox', { name: t('tickets:create.order') });
    order.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Found anew: opening swapped the select's light stand-in for Radix's trigger.
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: t('tickets:create.order') })).toHaveTextContent(
        /-\d+$/,
      ),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: startingWith(t('tickets:create.subject')) }),
      'Photo book pages stick',
    );
    await userEvent.type(
      form.getByRole('textbox', {
        name: startingWith(t('tickets:create.message')),
      }),
      'Two pages are glued together.',
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pages.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(form.getByLabelText(startingWith(t('tickets:create.photo'))), photo);
    await userEvent.click(form.getByRole('button', { name: t('tickets:create.submit') }));
    await expect(
      await canvas.findByText(t('tickets:create.created', { subject: 'Photo book pages stick' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('tickets:create.open') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/accounts\/tickets\/\d+$/),
    );
    await waitFor(() => expect(subjects(canvasElement, t)).toContain('Photo book pages stick'));
  },
};

/** A customer without tickets of a status is told so; the other statuses stay a tab away and the form to open one is at hand. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.empty] } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('tickets:list.empty.PENDING') }),
    ).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: t('tickets:list.statuses') }));
    const [open, resolved] = tabs.getAllByRole('tab');
    if (!open || !resolved) throw new Error('The status tabs are missing');
    await userEvent.click(resolved);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'RESOLVED', page: 1 });
    await expect(
      await canvas.findByRole('heading', { name: t('tickets:list.empty.RESOLVED') }),
    ).toBeVisible();
    await userEvent.click(open);
    await expect(
      await canvas.findByRole('heading', { name: t('tickets:list.empty.PENDING') }),
    ).toBeVisible();
    await giveFocusBack(open);
    const form = within(canvas.getByRole('form', { name: t('tickets:create.title') }));
    await expect(form.getByRole('button', { name: t('tickets:create.submit') })).toBeEnabled();
  },
};

/** More open tickets than a page holds: page 2 shows other ones. */
export const ManyRows: Story = {
  parameters: { msw: { handlers: scenarios.tickets.many } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await canvas.findByRole('table', { name: t('tickets:list.caption') });
    await expect(subjects(canvasElement, t)).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: t('tickets:list.pages') });
    await userEvent.click(
      within(pages).getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'PENDING', page: 2 });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: t('tickets:list.pages') })).getByRole(
          'button',
          {
            name: t('data:pagination.page', { page: 2 }),
          },
        ),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** While the tickets load the list says it is busy; no table or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.tickets.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(
      busyAround(canvas.getByText(t('tickets:list.loading'))),
      t('tickets:list.loading'),
    );
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('tickets:list.error'))).toBeNull();
  },
};

/** The product API fails: the list says so, and a ticket that cannot be sent keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.tickets.serverError } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('tickets:list.error'))).toBeVisible();
    const form = within(canvas.getByRole('form', { name: t('tickets:create.title') }));
    await userEvent.type(
      form.getByRole('textbox', { name: startingWith(t('tickets:create.subject')) }),
      'Late parcel',
    );
    await userEvent.type(
      form.getByRole('textbox', {
        name: startingWith(t('tickets:create.message')),
      }),
      'Still waiting.',
    );
    await userEvent.click(form.getByRole('button', { name: t('tickets:create.submit') }));
    // The API's reason in the site's language, never its English message.
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors:api.serverError'));
    await expect(alert).not.toHaveTextContent('The product API failed');
    await expect(
      form.getByRole('textbox', { name: startingWith(t('tickets:create.subject')) }),
    ).toHaveValue('Late parcel');
  },
};

/** On a phone the list never scrolls sideways, and the status tabs still switch. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('table', { name: t('tickets:list.caption') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    const tabs = within(canvas.getByRole('tablist', { name: t('tickets:list.statuses') }));
    const [open, , archived] = tabs.getAllByRole('tab');
    if (!open || !archived) throw new Error('The status tabs are missing');
    await userEvent.click(archived);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'ARCHIVED', page: 1 });
    await expect(archived).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(open);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'PENDING', page: 1 });
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(
      await canvas.findByRole('table', { name: t('tickets:list.caption') }),
    ).toBeVisible();
    await giveFocusBack(open);
  },
};
