import { productCategoryTags } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleCard } from './ArticleCard.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// The seed's hardcover photo book, and its square book on offer given a long name and every tag.
const photoBook = fixtures.catalogue.article(1001);
const longArticle = {
  ...fixtures.catalogue.article(1004),
  name: 'Extra large layflat premium photo book with linen cover, gilded edges and 120 pages',
  tags: [...productCategoryTags],
};

const meta = {
  title: 'Features/Fragments/ArticleCard',
  component: ArticleCard,
  args: {
    article: photoBook,
    href: '/en-ie/designs/hardcover-photo-book-a4/1001',
    site: fixtures.countrySite(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('link', { name: 'Hardcover photo book A4' })).toHaveAttribute(
      'href',
      '/en-ie/designs/hardcover-photo-book-a4/1001',
    );
    await expect(canvas.getByRole('list', { name: t('catalogue:card.tags') })).toHaveTextContent(
      t('general:enums.productCategoryTags.TOP_SALES'),
    );
    await expect(canvas.getByText('€29.95')).toBeVisible();
  },
};

/** A long name, every tag and a promotion price struck through. */
export const LongContent: Story = {
  args: { article: longArticle },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('€19.95')).toBeVisible();
  },
};

/** Polish site: the price in złoty. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { site: fixtures.countrySite('pl') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/128,95\s*zł/)).toBeVisible();
  },
};
