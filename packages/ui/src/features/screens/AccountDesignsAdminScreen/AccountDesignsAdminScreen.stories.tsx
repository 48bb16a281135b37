import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { defaultAdminDesignFilters } from '../../data/foticosQueries.ts';
import {
  AccountDesignsAdminScreen,
  type AccountDesignsAdminScreenProps,
} from './AccountDesignsAdminScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectSelectOpensAndCloses,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The screen as its route holds it: the filters live in the URL and follow each change. */
function DesignsAdmin({ filters, onFiltersChange }: AccountDesignsAdminScreenProps) {
  const [current, setCurrent] = useState(filters);
  return (
    <AccountDesignsAdminScreen
      filters={current}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setCurrent(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/AccountDesignsAdmin',
  component: AccountDesignsAdminScreen,
  render: (args) => <DesignsAdmin {...args} />,
  args: { filters: defaultAdminDesignFilters, onFiltersChange: fn() },
  // The foticos demo account: 12 designs, 6 published.
  parameters: { msw: { handlers: scenarios.account.foticos } },
} satisfies Meta<typeof AccountDesignsAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

type Messages = ReturnType<typeof storyMessages>;

const rowsOf = async (canvas: Canvas, t: Messages) => {
  const table = await canvas.findByRole('table', { name: t('foticos:designsAdmin.caption') });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('checkbox').length > 0);
};

const choose = async (canvas: Canvas, select: string, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

/** The unpublished designs, all ticked and published at once. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(12));
    await choose(
      canvas,
      t('foticos:designsAdmin.published'),
      t('foticos:designsAdmin.publishedStates.false'),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      scope: 'ALL',
      published: 'false',
      sort: 'DATE_LAST_MODIFICATION',
      page: 1,
    });
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(6));

    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('foticos:designsAdmin.selectPage') }),
    );
    await expect(canvas.getByText(t('foticos:designsAdmin.selected', { count: 6 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:designsAdmin.publish') }));
    await expect(
      await canvas.findByText(t('foticos:designsAdmin.publishedDone', { count: 6 })),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:designsAdmin.empty') }),
    ).toBeVisible();
  },
};

/** Two designs ticked one by one and unpublished. */
export const BulkUnpublish: Story = {
  args: { filters: { ...defaultAdminDesignFilters, published: 'true' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(6));
    const boxes = canvas.getAllByRole('checkbox', {
      name: startingWith(t('foticos:designsAdmin.selectNamed', { name: '' })),
    });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    await expect(canvas.getByText(t('foticos:designsAdmin.selected', { count: 2 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('foticos:designsAdmin.unpublish') }),
    );
    await expect(
      await canvas.findByText(t('foticos:designsAdmin.unpublishedDone', { count: 2 })),
    ).toBeVisible();
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(4));
  },
};

/** The project scope and the sort order go to the URL. */
export const ScopeAndSort: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(12));
    await choose(
      canvas,
      t('foticos:designsAdmin.scope'),
      t('general:enums.projectScopes.APPLICATION'),
    );
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(4));
    await choose(canvas, t('foticos:designsAdmin.sort'), t('general:enums.sortOrders.POPULARITY'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      scope: 'APPLICATION',
      published: 'ALL',
      sort: 'POPULARITY',
      page: 1,
    });
  },
};

export const ManyDesigns: Story = {
  parameters: { msw: { handlers: scenarios.foticos.manyDesigns } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(20));
    await userEvent.click(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 3 }) }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultAdminDesignFilters,
      page: 3,
    });
    await waitFor(async () => expect(await rowsOf(canvas, t)).toHaveLength(20));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.foticos.noDesigns } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('foticos:designsAdmin.empty') }),
    ).toBeVisible();
    // Nothing to tick, so no bulk action is offered; the way on is other filters.
    await expect(
      canvas.queryByRole('button', { name: t('foticos:designsAdmin.publish') }),
    ).toBeNull();
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('foticos:designsAdmin.scope') }),
    );
  },
};

/** While it loads, the place of the designsAdmin is marked busy and announced; nothing loaded and no error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('foticos:designsAdmin.title') }),
    ).toBeVisible();
    await expectLoading(busyAround(canvas.getByText(loading)), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(t('foticos:designsAdmin.loadError'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows what it failed to load. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.foticos, ...scenarios.foticos.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('foticos:designsAdmin.loadError'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('foticos:retry') }));
    await expect(
      await canvas.findByRole('table', { name: t('foticos:designsAdmin.caption') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('foticos:designsAdmin.loadError'))).toBeNull();
  },
};

/** On a phone the page never scrolls sideways, and its controls still open and close. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('table', { name: t('foticos:designsAdmin.caption') }),
    ).toBeInTheDocument();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('foticos:designsAdmin.scope') }),
    );
  },
};
