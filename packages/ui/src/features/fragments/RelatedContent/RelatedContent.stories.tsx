import { scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyBrand } from '../../layouts/shared/storySupport.tsx';
import { withBrandCountrySite } from '../../screens/accountStorySupport.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';
import {
  countRelatedContentCalls,
  expectLinksToExistingPages,
  relatedContentAnswered,
  resetRelatedContentCalls,
} from './relatedContentStorySupport.ts';
import { StoryRelatedContent } from './relatedContentReadStorySupport.tsx';

// The blocks come from the mock product API (`pages.relatedContent`) through the MSW worker, on
// the brand's own country site (the second brand's links lead to its es-es site); the fragment
// shows the read it is given, as the pages pass it theirs.
const meta = {
  title: 'Features/Fragments/RelatedContent',
  component: StoryRelatedContent,
  decorators: [withBrandCountrySite],
  args: { placement: 'ERROR_PAGE' },
} satisfies Meta<typeof StoryRelatedContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 screen's: photo books, canvases and calendars, each card leading to its CMS page. */
export const ErrorPage: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const region = await canvas.findByRole('region', { name: t('content:related.ERROR_PAGE') });
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('content:related.ERROR_PAGE') }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('heading', { level: 3 });
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Photo books',
      'Canvases',
      'Calendars',
    ]);
    const hrefs = await expectLinksToExistingPages(region, storyBrand(globals));
    await expect(hrefs.map((href) => href.split('/').slice(2).join('/'))).toEqual([
      'photo-books',
      'canvases',
      'calendars',
    ]);
  },
};

/** A search without results, inside the results column: one level down. */
export const SearchPage: Story = {
  args: { placement: 'SEARCH_PAGE', headingLevel: 3 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const region = await canvas.findByRole('region', { name: t('content:related.SEARCH_PAGE') });
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    // Every family leads to its own category page.
    const hrefs = await expectLinksToExistingPages(region, storyBrand(globals));
    await expect(hrefs.map((href) => href.split('/').slice(2).join('/'))).toEqual([
      'mugs',
      'puzzles',
      'posters',
    ]);
  },
};

export const Cart: Story = {
  args: { placement: 'CART' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const region = await canvas.findByRole('region', { name: t('content:related.CART') });
    await expect(canvas.getByRole('list', { name: t('content:resources') }).children).toHaveLength(
      2,
    );
    await expectLinksToExistingPages(region, storyBrand(globals));
  },
};

/** A Polish site: the heading, the cards and their links in Polish, on the pl-pl site. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const region = await canvas.findByRole('region', { name: t('content:related.ERROR_PAGE') });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fotoksiążki' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zobacz: Fotoksiążki' })).toBeVisible();
    await expectLinksToExistingPages(region, storyBrand(globals));
  },
};

/** The shop places nothing there: no heading, no empty list. */
export const NothingPlaced: Story = {
  parameters: {
    msw: { handlers: [...countRelatedContentCalls, ...scenarios.pages.noRelatedContent] },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvasElement, canvas }) => {
    await relatedContentAnswered();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-story-root]')?.textContent).toBe('');
  },
};

/** The call fails (500): the block is left out, nothing says so to the customer. */
export const CallFails: Story = {
  parameters: {
    msw: { handlers: [...countRelatedContentCalls, ...scenarios.pages.relatedContentFails] },
  },
  beforeEach: resetRelatedContentCalls,
  play: async ({ canvas }) => {
    await relatedContentAnswered();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
