import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { SearchParams } from '../../data/catalogueQueries.ts';
import {
  countRelatedContentCalls,
  expectLinksToExistingPages,
  relatedContentAnswered,
  resetRelatedContentCalls,
} from '../../fragments/RelatedContent/relatedContentStorySupport.ts';
import { SearchScreen } from './SearchScreen.tsx';
import {
  expectFitsPhoneWidth,
  expectSelectOpensAndCloses,
  failsFirst,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

/** The storefront keeps the search in the URL; here a state stands in for it. */
function SearchPage({
  initial,
  onSearchChange,
}: {
  initial: SearchParams;
  onSearchChange: (next: SearchParams) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <SearchScreen
      search={search}
      onSearchChange={(next) => {
        onSearchChange(next);
        setSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Screens/Search',
  component: SearchScreen,
  args: { search: { query: 'photo book' }, onSearchChange: fn() },
  render: (args) => <SearchPage initial={args.search} onSearchChange={args.onSearchChange} />,
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results, then a tag filter narrows them. */
// The search fails once; the page's other reads answer.
const searchFailsFirst = failsFirst('*/catalogue/search', scenarios.catalogue.serverError);

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('catalogue:search.title', { query: 'photo book' }),
      }),
    ).toBeVisible();
    const results = await canvas.findByRole('list', { name: t('catalogue:search.products') });
    await waitFor(() => expect(results.querySelectorAll('article').length).toBeGreaterThan(1));
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: startingWith(t('general:enums.productCategoryTags.NOVELTY')),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:filters.apply') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({
      query: 'photo book',
      tags: ['NOVELTY'],
    });
    await waitFor(() =>
      expect(
        canvas.getByRole('checkbox', {
          name: startingWith(t('general:enums.productCategoryTags.NOVELTY')),
        }),
      ).toBeChecked(),
    );
    // One or two of the seeded photo books are new.
    const counts = [1, 2].map((count) => t('catalogue:search.count', { count }));
    await waitFor(() => expect(canvas.getByText((text) => counts.includes(text))).toBeVisible());
  },
};

/** No results: what the shop places on an empty search (SEARCH_PAGE), its links to pages that exist. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.noSearchResults } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        name: t('catalogue:search.empty', { query: 'photo book' }),
      }),
    ).toBeVisible();
    const related = await canvas.findByRole('region', { name: t('content:related.SEARCH_PAGE') });
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('content:related.SEARCH_PAGE') }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('content:resources') }).children).toHaveLength(
      3,
    );
    // The storybook site is the main brand's (en-ie), whichever theme the story wears.
    await expectLinksToExistingPages(related, 'main');
  },
};

/** No results and the related-content call fails: the empty state alone, nothing broken. */
export const EmptyRelatedContentFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...countRelatedContentCalls,
        ...scenarios.catalogue.noSearchResults,
        ...scenarios.pages.relatedContentFails,
      ],
    },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        name: t('catalogue:search.empty', { query: 'photo book' }),
      }),
    ).toBeVisible();
    await relatedContentAnswered();
    await expect(
      canvas.queryByRole('region', { name: t('content:related.SEARCH_PAGE') }),
    ).toBeNull();
    await expect(canvas.queryByRole('list', { name: t('content:resources') })).toBeNull();
  },
};

/** The search fails once: the results say so, and their retry asks again and lists the products. */
export const ServerError: Story = {
  parameters: { msw: { handlers: searchFailsFirst.handlers } },
  beforeEach: searchFailsFirst.reset,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('catalogue:states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:states.retry') }));
    const results = await canvas.findByRole('list', { name: t('catalogue:search.products') });
    await waitFor(() => expect(results.querySelectorAll('article').length).toBeGreaterThan(1));
    await expect(searchFailsFirst.calls()).toBe(2);
    await expect(canvas.queryByText(t('catalogue:states.loadError'))).toBeNull();
  },
};

/** Many results over several pages, sorted by price. */
export const LongContent: Story = {
  args: { search: { query: 'photo', sort: 'PRICE_DESC' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('navigation', { name: t('catalogue:search.pages') }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: t('data:pagination.page', { page: 2 }) }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** On a phone the results fit the screen, and the sort opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { search: { query: 'mug' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('list', { name: t('catalogue:search.products') }),
    ).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(
      canvas.getByRole('combobox', { name: t('catalogue:search.sort') }),
    );
  },
};
