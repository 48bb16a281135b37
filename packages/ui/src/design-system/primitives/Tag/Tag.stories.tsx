import { productCategoryTags } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { badgeEmphases, badgeSizes } from '../Badge/badgeVariants.ts';
import { Tag } from './Tag.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Design system/Primitives/Tag',
  component: Tag,
  args: { tag: 'NOVELTY' },
  argTypes: {
    tag: { control: 'select', options: productCategoryTags },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label comes from the translations (`enums.productCategoryTags.*`). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('general:enums.productCategoryTags.NOVELTY'))).toBeVisible();
  },
};

/** The six product category tags, strong and soft. */
export const AllTags: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {badgeEmphases.map((emphasis) => (
        <Box key={emphasis} display="flex" gap="xsmall" flexWrap="wrap">
          {productCategoryTags.map((tag) => (
            <Tag key={tag} {...args} tag={tag} emphasis={emphasis} />
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    for (const label of [
      t('general:enums.productCategoryTags.INFANTIL'),
      t('general:enums.productCategoryTags.OUTLET'),
      t('general:enums.productCategoryTags.NOVELTY'),
      t('general:enums.productCategoryTags.TOP_SALES'),
      t('general:enums.productCategoryTags.ECONOMIC'),
      t('general:enums.productCategoryTags.PROMOTION'),
    ]) {
      await expect(canvas.getAllByText(label)).toHaveLength(2);
    }
  },
};

/** Polish labels, in the small size used on product cards. */
export const Polish: Story = {
  args: { size: 'small' },
  globals: { locale: 'pl' },
  render: AllTags.render,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getAllByText(t('general:enums.productCategoryTags.INFANTIL'))).toHaveLength(
      2,
    );
  },
};
