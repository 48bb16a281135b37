import { fixtures, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { defaultDesignLibraryFilters } from '../../data/designLibraryQueries.ts';
import { storyBrand, withRouterLink } from '../../layouts/shared/storySupport.tsx';
import { withBrandCountrySite } from '../accountStorySupport.tsx';
import { AccountDesignsScreen, type AccountDesignsScreenProps } from './AccountDesignsScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectFollows,
  expectLinkToRoute,
  expectLoading,
  expectSelectOpensAndCloses,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages, withAnyValue } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The screen as its route holds it: the filters live outside (the URL) and follow each change. */
function DesignLibrary({ filters, onFiltersChange }: AccountDesignsScreenProps) {
  const [current, setCurrent] = useState(filters);
  return (
    <AccountDesignsScreen
      filters={current}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setCurrent(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/AccountDesigns',
  component: AccountDesignsScreen,
  // The second brand's stories shop on its own site: its library lists the designs saved there.
  decorators: [withBrandCountrySite],
  render: (args) => <DesignLibrary {...args} />,
  args: { filters: defaultDesignLibraryFilters, onFiltersChange: fn() },
  // The demo customer, with the seed's saved designs.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountDesignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

type Messages = ReturnType<typeof storyMessages>;

const listOf = (canvas: Canvas, t: Messages) =>
  canvas.findByRole('list', { name: t('designLibrary:listLabel') });

/** How many designs the demo customer saved in each brand's shop, and the site its stories shop on. */
const library = {
  main: { count: fixtures.designCount.main, site: '/en-ie', firstNumber: 1 },
  second: { count: fixtures.designCount.second, site: '/es-es', firstNumber: 501 },
} as const;

/** A page of designs, each opening in the editor with its design; sort and page go to the URL. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const { count, site, firstNumber } = library[storyBrand(globals)];
    const list = await listOf(canvas, t);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(canvas.getByText(t('designLibrary:count', { count }))).toBeVisible();
    // Each brand lists the designs saved in its own shops (the second brand's are numbered from 501).
    for (const open of within(list).getAllByRole('link', {
      name: withAnyValue((value) => t('designLibrary:openNamed', { name: value })),
    })) {
      const href = open.getAttribute('href') ?? '';
      await expect(href).toMatch(new RegExp(`^${site}/create/\\d+\\?design=p-1-\\d{3}$`));
      await expect(Number(href.slice(-3))).toBeGreaterThanOrEqual(firstNumber);
      await expect(Number(href.slice(-3))).toBeLessThan(firstNumber + count);
    }

    await userEvent.click(canvas.getByRole('combobox', { name: t('designLibrary:sort') }));
    await userEvent.click(
      // The list's twelve pictures decode meanwhile: the options may take a moment to open.
      await within(document.body).findByRole(
        'option',
        { name: t('general:enums.sortOrders.POPULARITY') },
        { timeout: 5000 },
      ),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ sort: 'POPULARITY', page: 1 });

    await userEvent.click(canvas.getByRole('button', { name: t('data:pagination.next') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ sort: 'POPULARITY', page: 2 });
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

// Sorted by popularity, so the design a story changes keeps its place (its date becomes today's).
const byPopularity = { filters: { sort: 'POPULARITY', page: 1 } } as const;

/** Rename in a dialog: the new name shows in the list. */
export const Rename: Story = {
  args: byPopularity,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = await listOf(canvas, t);
    const [first] = await within(list).findAllByRole('button', {
      name: withAnyValue((value) => t('designLibrary:renameNamed', { name: value })),
    });
    if (!first) throw new Error('No design to rename');
    await userEvent.click(first);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('designLibrary:renameTitle'),
    });
    const name = within(dialog).getByRole('textbox', {
      name: startingWith(t('designLibrary:newName')),
    });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: t('designLibrary:save') }));
    // The form's rules may still be on their way: the error shows once they checked the name.
    await waitFor(() => expect(name).toHaveAccessibleDescription(t('forms:errors.required')));
    await userEvent.type(name, 'Grandma turns 80');
    await userEvent.click(within(dialog).getByRole('button', { name: t('designLibrary:save') }));
    await expect(
      await canvas.findByText(t('designLibrary:renamed', { name: 'Grandma turns 80' })),
    ).toBeVisible();
    await expect(
      await within(list).findByRole('heading', { name: 'Grandma turns 80' }),
    ).toBeVisible();
    // The picture is taken of designs nobody touched today.
    await userEvent.click(canvas.getByRole('button', { name: t('data:pagination.next') }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** Duplicate makes a copy (the least popular, on the last page); delete asks first. */
export const DuplicateAndDelete: Story = {
  args: byPopularity,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const { count } = library[storyBrand(globals)];
    const list = await listOf(canvas, t);
    const [duplicate] = await within(list).findAllByRole('button', {
      name: withAnyValue((value) => t('designLibrary:duplicateNamed', { name: value })),
    });
    if (!duplicate) throw new Error('No design to duplicate');
    await userEvent.click(duplicate);
    await expect(
      await canvas.findByText(
        withAnyValue((value) => t('designLibrary:duplicated', { name: value })),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(t('designLibrary:count', { count: count + 1 })),
    ).toBeVisible();

    const [remove] = within(list).getAllByRole('button', {
      name: withAnyValue((value) => t('designLibrary:removeNamed', { name: value })),
    });
    if (!remove) throw new Error('No design to delete');
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('designLibrary:removeTitle'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('designLibrary:confirmRemove') }),
    );
    await expect(
      await canvas.findByText(withAnyValue((value) => t('designLibrary:removed', { name: value }))),
    ).toBeVisible();
    await expect(await canvas.findByText(t('designLibrary:count', { count }))).toBeVisible();
  },
};

/** Page and sort come from the URL: the third page by creation date. */
export const LastPage: Story = {
  args: { filters: { sort: 'DATE_CREATION', page: 3 } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const { count } = library[storyBrand(globals)];
    const list = await listOf(canvas, t);
    // What is left after two pages of 12.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count - 24));
    await expect(canvas.getByRole('combobox', { name: t('designLibrary:sort') })).toHaveTextContent(
      t('general:enums.sortOrders.DATE_CREATION'),
    );
  },
};

/** A customer without designs: the page says so and leads to the shop's home to start one. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.empty] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('designLibrary:empty') }),
    ).toBeVisible();
    const browse = canvas.getByRole('link', { name: t('designLibrary:browse') });
    await expect(browse).toHaveAttribute('href', library[storyBrand(globals)].site);
    await expectLinkToRoute(browse, 'home', globals);
    await expectFollows(browse);
  },
};

/** Many designs: twelve a page, the count of all of them, and a button for each of the thirteen pages. */
export const ManyDesigns: Story = {
  parameters: { msw: { handlers: scenarios.designs.many } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('designLibrary:count', { count: 150 }))).toBeVisible();
    const list = await listOf(canvas, t);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 13 }) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('data:pagination.page', { page: 14 }) }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** While the designs load, their place is marked busy and announced; no list or error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.timeout] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('general:loading');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('designLibrary:title') }),
    ).toBeVisible();
    await expectLoading(busyAround(canvas.getByText(loading)), loading);
    // The answer never comes, so the loading state holds while the story looks at it.
    await screenshotStoryHere();
    await expect(canvas.queryByRole('list', { name: t('designLibrary:listLabel') })).toBeNull();
    await expect(canvas.queryByText(t('designLibrary:loadError'))).toBeNull();
  },
};

/** The first request fails: the page says so, and its retry asks again and shows the designs. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.failsOnce] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('designLibrary:loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('designLibrary:retry') }));
    const list = await listOf(canvas, t);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(canvas.queryByText(t('designLibrary:loadError'))).toBeNull();
  },
};

/** On a phone the designs stack without sideways scrolling, and the sort still opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await listOf(canvas, t)).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('designLibrary:sort') }),
    );
  },
};
