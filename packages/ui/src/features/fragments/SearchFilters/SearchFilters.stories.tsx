import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchFilters } from './SearchFilters.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/SearchFilters',
  component: SearchFilters,
  args: {
    value: { tags: ['NOVELTY'] },
    tagCounts: [
      { tag: 'TOP_SALES', count: 4 },
      { tag: 'NOVELTY', count: 2 },
      { tag: 'PROMOTION', count: 1 },
    ],
    families: [
      { id: 1, name: 'Photo books' },
      { id: 3, name: 'Mugs' },
    ],
    currency: fixtures.countrySite().currency,
    onApply: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag's checkbox name: the tag and how many products have it. */
function tagWithCount(
  t: ReturnType<typeof storyMessages>,
  tag: 'NOVELTY' | 'TOP_SALES',
  count: number,
) {
  return t('catalogue:filters.tagWithCount', {
    tag: t(`general:enums.productCategoryTags.${tag}`),
    count,
  });
}

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByRole('checkbox', { name: tagWithCount(t, 'NOVELTY', 2) }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: tagWithCount(t, 'TOP_SALES', 4) }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('catalogue:filters.minPrice') }),
      '10',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('catalogue:filters.maxPrice') }),
      '40,5',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:filters.apply') }));
    await expect(args.onApply).toHaveBeenCalledWith({
      tags: ['NOVELTY', 'TOP_SALES'],
      min_price: 10,
      max_price: 40.5,
    });
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:filters.clear') }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Prices that are not amounts, or a range upside down, are refused where they were typed. */
export const InvalidPrice: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('catalogue:filters.minPrice') }),
      '50',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('catalogue:filters.maxPrice') }),
      '20',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('catalogue:filters.apply') }));
    await expect(
      canvas.getByRole('textbox', { name: t('catalogue:filters.maxPrice') }),
    ).toHaveAccessibleDescription(/must not be below/);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
