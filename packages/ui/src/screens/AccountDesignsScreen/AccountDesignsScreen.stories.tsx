import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultDesignLibraryFilters } from '../../data/designLibraryQueries.ts';
import { AccountDesignsScreen, type AccountDesignsScreenProps } from './AccountDesignsScreen.tsx';

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
  title: 'Screens/AccountDesigns',
  component: AccountDesignsScreen,
  render: (args) => <DesignLibrary {...args} />,
  args: { filters: defaultDesignLibraryFilters, onFiltersChange: fn() },
  // The demo customer, with the seed's saved designs.
  parameters: { msw: { handlers: scenarios.account.customer } },
} satisfies Meta<typeof AccountDesignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Your saved designs' });

/** A page of designs, each opening in the editor with its design; sort and page go to the URL. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = await listOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    await expect(canvas.getByText('32 designs')).toBeVisible();
    const open = within(list).getAllByRole('link', { name: /^Open in the editor: / })[0];
    await expect(open).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-ie\/create\/\d+\?design=p-1-\d{3}$/),
    );

    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Most popular' }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ sort: 'POPULARITY', page: 1 });

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ sort: 'POPULARITY', page: 2 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

// Sorted by popularity, so the design a story changes keeps its place (its date becomes today's).
const byPopularity = { filters: { sort: 'POPULARITY', page: 1 } } as const;

/** Rename in a dialog: the new name shows in the list. */
export const Rename: Story = {
  args: byPopularity,
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const [first] = await within(list).findAllByRole('button', { name: /^Rename: / });
    if (!first) throw new Error('No design to rename');
    await userEvent.click(first);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename the design' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(name, 'Grandma turns 80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await expect(
      await canvas.findByText('The design is now called “Grandma turns 80”.'),
    ).toBeVisible();
    await expect(
      await within(list).findByRole('heading', { name: 'Grandma turns 80' }),
    ).toBeVisible();
    // The picture is taken of designs nobody touched today.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** Duplicate makes a copy (the least popular, on the last page); delete asks first. */
export const DuplicateAndDelete: Story = {
  args: byPopularity,
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const [duplicate] = await within(list).findAllByRole('button', { name: /^Duplicate: / });
    if (!duplicate) throw new Error('No design to duplicate');
    await userEvent.click(duplicate);
    await expect(await canvas.findByText(/is saved as a copy\.$/)).toBeVisible();
    await expect(await canvas.findByText('33 designs')).toBeVisible();

    const [remove] = within(list).getAllByRole('button', { name: /^Delete: / });
    if (!remove) throw new Error('No design to delete');
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete this design?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete design' }));
    await expect(await canvas.findByText(/is deleted\.$/)).toBeVisible();
    await expect(await canvas.findByText('32 designs')).toBeVisible();
  },
};

/** Page and sort come from the URL: the third page by creation date. */
export const LastPage: Story = {
  args: { filters: { sort: 'DATE_CREATION', page: 3 } },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Date created',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.empty] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have no saved designs yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse our products' })).toHaveAttribute(
      'href',
      '/en-ie',
    );
  },
};

export const ManyDesigns: Story = {
  parameters: { msw: { handlers: scenarios.designs.many } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('150 designs')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 13' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.slow] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your designs' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your saved designs' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [...scenarios.account.customer, ...scenarios.designs.serverError] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load your designs.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await listOf(canvas)).toBeVisible();
  },
};
