import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DesignCard } from './DesignCard.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// A ready-made design of the seed's hardcover photo book, with that book's prices.
const design = fixtures.catalogue.design('d-1001-1');

const meta = {
  title: 'Features/Fragments/DesignCard',
  component: DesignCard,
  args: {
    design,
    href: '/en-ie/design/summer-memories/d-1001-1',
    prices: fixtures.catalogue.article(1001).prices,
    site: fixtures.countrySite(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DesignCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: design.name })).toHaveAttribute(
      'href',
      '/en-ie/design/summer-memories/d-1001-1',
    );
    await expect(canvas.getByText('€29.95')).toBeVisible();
  },
};

/** Without the article's prices (still loading elsewhere): no price line. */
export const WithoutPrice: Story = {
  args: { prices: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByText(t('catalogue:fromPrice'))).toBeNull();
  },
};
