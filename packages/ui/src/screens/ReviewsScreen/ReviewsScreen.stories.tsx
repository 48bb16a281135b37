import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReviewFilters } from '../../data/reviewQueries.ts';
import { ReviewsScreen } from './ReviewsScreen.tsx';

/** The storefront keeps the filters in the URL; here a state stands in for it. */
function ReviewsPage({
  initial,
  onFiltersChange,
}: {
  initial: ReviewFilters;
  onFiltersChange: (next: ReviewFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <ReviewsScreen
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Reviews',
  component: ReviewsScreen,
  args: { filters: { page: 1 }, onFiltersChange: fn() },
  render: (args) => <ReviewsPage initial={args.filters} onFiltersChange={args.onFiltersChange} />,
} satisfies Meta<typeof ReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const jsonLdOf = (element: HTMLElement) =>
  JSON.parse(
    element.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
  ) as {
    aggregateRating?: { reviewCount: number };
  } | null;

/** The shop's rating, then the reviews of mugs only. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^Based on \d+ reviews$/)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(jsonLdOf(canvasElement)?.aggregateRating?.reviewCount).toBeGreaterThan(10);
    const list = await canvas.findByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Product' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Mugs' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      page: 1,
      familyId: expect.any(Number),
    });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveTextContent('Mugs'),
    );
    // The rating of one family is not the shop's: no structured data for it.
    await waitFor(() => expect(jsonLdOf(canvasElement)).toBeNull());
  },
};

/** Many reviews over pages, as links search engines can follow; the second page shows its own. */
export const LongContent: Story = {
  args: { filters: { page: 2 } },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Review pages' });
    await expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(within(pages).getByRole('link', { name: /^(Page )?3$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/reviews\?page=3$/),
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('article'),
    ).toHaveLength(10);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.reviews.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'There are no reviews of these products yet.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Reviews by rating' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.reviews.slow } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('list', { name: 'Reviews' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.reviews.serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load this part of the shop.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Opinie' })).toBeVisible();
  },
};
