import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReviewFilters } from '../../data/reviewQueries.ts';
import { ReviewsScreen } from './ReviewsScreen.tsx';
import {
  busyAround,
  expectFitsPhoneWidth,
  expectLoading,
  expectSelectOpensAndCloses,
  failsFirst,
} from '../screenStorySupport.ts';
import { storyMessages, escapeRegExp } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

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
  title: 'Features/Screens/Reviews',
  component: ReviewsScreen,
  args: { filters: { page: 1 }, onFiltersChange: fn() },
  render: (args) => <ReviewsPage initial={args.filters} onFiltersChange={args.onFiltersChange} />,
} satisfies Meta<typeof ReviewsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The list of reviews fails once; the rating summary next to it answers.
const reviewsFailFirst = failsFirst('*/reviews', scenarios.reviews.serverError);

/** A count in a message, whatever its number: the message with the number `99`, as a pattern. */
const anyCount = (message: string): RegExp =>
  new RegExp(`^${escapeRegExp(message).replace('99', '\\d+')}$`);

const jsonLdOf = (element: HTMLElement) =>
  JSON.parse(
    element.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
  ) as {
    aggregateRating?: { reviewCount: number };
  } | null;

/** The shop's rating, then the reviews of mugs only. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByText(anyCount(t('pages:reviews.count', { count: 99 }))),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: t('pages:reviews.distribution') })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(5);
    await expect(jsonLdOf(canvasElement)?.aggregateRating?.reviewCount).toBeGreaterThan(10);
    const list = await canvas.findByRole('list', { name: t('pages:reviews.list') });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(canvas.getByRole('combobox', { name: t('pages:reviews.family') }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Mugs' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      page: 1,
      familyId: expect.any(Number),
    });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t('pages:reviews.family') })).toHaveTextContent(
        'Mugs',
      ),
    );
    // The rating of one family is not the shop's: no structured data for it.
    await waitFor(() => expect(jsonLdOf(canvasElement)).toBeNull());
  },
};

/** Many reviews over pages, as links search engines can follow; the second page shows its own. */
export const LongContent: Story = {
  args: { filters: { page: 2 } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const pages = await canvas.findByRole('navigation', { name: t('pages:reviews.pages') });
    await expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(
      within(pages).getByRole('link', { name: t('data:pagination.page', { page: 3 }) }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/[a-z]{2}-[a-z]{2}\/reviews\?page=3$/));
    await expect(
      within(canvas.getByRole('list', { name: t('pages:reviews.list') })).getAllByRole('article'),
    ).toHaveLength(10);
  },
};

/** No reviews yet: the page says so, without a rating summary; the product filter still opens and closes. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.reviews.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('pages:reviews.empty') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('pages:reviews.distribution') })).toBeNull();
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('pages:reviews.family') }),
    );
  },
};

/** While the reviews load, their place is marked busy and announced; then the reviews replace it. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.reviews.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const loading = t('catalogue:states.loading');
    const busy = busyAround(canvas.getByText(loading));
    await expectLoading(busy, loading);
    // Nothing of the answer yet; it may come at any time after, even while the screenshot is taken.
    await expect(canvas.queryByRole('list', { name: t('pages:reviews.list') })).toBeNull();
    await screenshotStoryHere();
    await expect(
      await canvas.findByRole('list', { name: t('pages:reviews.list') }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(busy).not.toBeInTheDocument();
  },
};

/** The first request for the reviews fails: the page says so, and its retry asks again and lists them. */
export const ServerError: Story = {
  parameters: { msw: { handlers: reviewsFailFirst.handlers } },
  beforeEach: reviewsFailFirst.reset,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await expect(reviewsFailFirst.calls()).toBe(1);
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    const list = await canvas.findByRole('list', { name: t('pages:reviews.list') });
    await expect(reviewsFailFirst.calls()).toBe(2);
    await expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** On a phone the reviews fit the screen, and the product filter opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'pl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByRole('list', { name: t('pages:reviews.list') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('pages:reviews.family') }),
    );
  },
};
