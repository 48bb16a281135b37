import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { defaultInvoiceFilters } from '../../data/foticosQueries.ts';
import {
  AccountInvoicesScreen,
  type AccountInvoicesScreenProps,
} from './AccountInvoicesScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectSelectOpensAndCloses,
  giveFocusBack,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The screen as its route holds it: the filters live in the URL and follow each change. */
function Invoices({ filters, onFiltersChange }: AccountInvoicesScreenProps) {
  const [current, setCurrent] = useState(filters);
  return (
    <AccountInvoicesScreen
      filters={current}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setCurrent(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/AccountInvoices',
  component: AccountInvoicesScreen,
  render: (args) => <Invoices {...args} />,
  args: { filters: defaultInvoiceFilters, onFiltersChange: fn() },
  // The foticos demo account and its invoices.
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof AccountInvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

const rowsOf = async (canvas: Canvas, t: ReturnType<typeof storyMessages>) => {
  const table = await canvas.findByRole('table', { name: t('foticos:invoices.caption') });
  return within(table).getAllByRole('row').slice(1);
};

const choose = async (canvas: Canvas, select: string, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

/** Every invoice with its PDF; the paid filter (ALL, true, false) and the period go to the URL. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(14));
    await expect(
      canvas.getByRole('link', {
        name: t('foticos:invoices.downloadNamed', { number: 'FV-2026-00001' }),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/mock-documents\/invoices\/FV-2026-00001\.pdf$/),
    );

    await choose(canvas, t('foticos:invoices.paid'), t('foticos:invoices.paidStates.true'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      dateFilter: 'without',
      paid: 'true',
      page: 1,
    });
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(8));

    await choose(canvas, t('foticos:invoices.paid'), t('foticos:invoices.paidStates.false'));
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(6));

    await choose(canvas, t('foticos:period'), t('general:enums.dateFilters.thirty_days'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      dateFilter: 'thirty_days',
      paid: 'false',
      page: 1,
    });
    // Back to every period, so the picture does not depend on today's date.
    await choose(canvas, t('foticos:period'), t('general:enums.dateFilters.without'));
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(6));
  },
};

/** No invoice matches: the page says so, and its filters still change the search, back and forth. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.empty] },
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:invoices.empty') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('foticos:invoices.emptyHint'))).toBeVisible();
    await choose(canvas, t('foticos:invoices.paid'), t('foticos:invoices.paidStates.true'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ paid: 'true', page: 1 }),
    );
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:invoices.empty') }),
    ).toBeVisible();
    await choose(canvas, t('foticos:invoices.paid'), t('foticos:invoices.paidStates.ALL'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ paid: 'ALL', page: 1 }),
    );
    await giveFocusBack(canvas.getByRole('combobox', { name: t('foticos:invoices.paid') }));
  },
};

export const ManyInvoices: Story = {
  parameters: { msw: { handlers: scenarios.invoices.many } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(20));
    await userEvent.click(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 5 }) }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      dateFilter: 'without',
      paid: 'ALL',
      page: 5,
    });
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(10));
  },
};

/** While it loads, the place of the invoices is marked busy and announced; nothing loaded and no error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('foticos:invoices.title') }),
    ).toBeVisible();
    await expectLoading(busyAround(canvas.getByText(loading)), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('foticos:invoices.loadError'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows what it failed to load. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.invoices.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('foticos:invoices.loadError'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:retry') }));
    await expect(
      await canvas.findByRole('table', { name: t('foticos:invoices.caption') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('foticos:invoices.loadError'))).toBeNull();
  },
};

/** On a phone the page never scrolls sideways, and its controls still open and close. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('table', { name: t('foticos:invoices.caption') }),
    ).toBeInTheDocument();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('foticos:invoices.paid') }),
    );
  },
};
