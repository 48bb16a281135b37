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
  storyText,
} from '../screenStorySupport.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';

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
  title: 'Screens/Search',
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
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Results for “photo book”' }),
    ).toBeVisible();
    const results = await canvas.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(results.querySelectorAll('article').length).toBeGreaterThan(1));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^New/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({
      query: 'photo book',
      tags: ['NOVELTY'],
    });
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^New/ })).toBeChecked());
    await waitFor(() => expect(canvas.getByText(/^[12] products? found$/)).toBeVisible());
  },
};

/** No results: what the shop places on an empty search (SEARCH_PAGE), its links to pages that exist. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.catalogue.noSearchResults } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No products match “photo book”' }),
    ).toBeVisible();
    const related = await canvas.findByRole('region', { name: 'Try one of these instead' });
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Try one of these instead' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Related products' }).children).toHaveLength(3);
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
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No products match “photo book”' }),
    ).toBeVisible();
    await relatedContentAnswered();
    await expect(canvas.queryByRole('region', { name: 'Try one of these instead' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Related products' })).toBeNull();
  },
};

/** The search fails once: the results say so, and their retry asks again and lists the products. */
export const ServerError: Story = {
  parameters: { msw: { handlers: searchFailsFirst.handlers } },
  beforeEach: searchFailsFirst.reset,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'catalogue');
    await expect(await canvas.findByText(t('states.loadError'))).toBeVisible();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('states.retry') }));
    const results = await canvas.findByRole('list', { name: t('search.products') });
    await waitFor(() => expect(results.querySelectorAll('article').length).toBeGreaterThan(1));
    await expect(searchFailsFirst.calls()).toBe(2);
    await expect(canvas.queryByText(t('states.loadError'))).toBeNull();
  },
};

/** Many results over several pages, sorted by price. */
export const LongContent: Story = {
  args: { search: { query: 'photo', sort: 'PRICE_DESC' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Result pages' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** On a phone the results fit the screen, and the sort opens and closes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { search: { query: 'mug' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'catalogue');
    await expect(await canvas.findByRole('list', { name: t('search.products') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
    await expectSelectOpensAndCloses(canvas.getByRole('combobox', { name: t('search.sort') }));
  },
};
