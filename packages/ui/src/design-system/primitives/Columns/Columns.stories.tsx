import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Columns } from './Columns.tsx';
import { columnsAlignYs, columnsElements } from './columnsVariants.ts';

const products = [
  'Photo book',
  'Canvas print',
  'Mug',
  'Wall calendar',
  'Puzzle',
  'Cushion',
  'Poster',
  'Photo prints',
];

const meta = {
  title: 'Design system/Primitives/Columns',
  component: Columns,
  args: {
    columns: { mobile: 1, mobileWide: 2, tablet: 3, desktop: 4 },
    space: { mobile: 'small', desktop: 'medium' },
    as: 'ul',
    'aria-label': 'Products',
    children: products.map((product) => (
      <Box
        key={product}
        padding="medium"
        background="surface"
        border="standard"
        borderRadius="medium"
      >
        {product}
      </Box>
    )),
  },
  argTypes: {
    alignY: { control: 'inline-radio', options: columnsAlignYs },
    as: { control: 'inline-radio', options: columnsElements },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product grid: four columns on a desktop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    // Four columns at the 1024px test viewport: the fifth item starts the second row.
    await expect(items[4]?.getBoundingClientRect().top).toBeGreaterThan(
      items[3]?.getBoundingClientRect().top ?? 0,
    );
    await expect(items[3]?.getBoundingClientRect().top).toBe(items[0]?.getBoundingClientRect().top);
  },
};

/** The same grid on a phone: one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    const tiles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    // One column on a phone: every tile under the one before, all as wide as the list.
    for (const [index, tile] of tiles.entries()) {
      if (index > 0) await expect(tile.top).toBeGreaterThan(tiles[index - 1]?.bottom ?? Infinity);
      await expect(Math.round(tile.width)).toBe(Math.round(list.getBoundingClientRect().width));
    }
  },
};

/** Two columns, vertically centred, with children of different heights. */
export const AlignedCentre: Story = {
  args: {
    columns: 2,
    alignY: 'center',
    as: 'div',
    'aria-label': undefined,
    children: [
      <Box key="a" padding="xlarge" background="brandSoft" borderRadius="medium">
        Personalise your photo book with up to 120 pages.
      </Box>,
      <Box key="b" padding="small" background="surfaceSunken" borderRadius="medium">
        Short
      </Box>,
    ],
  },
  play: async ({ canvas }) => {
    const tall = canvas.getByText(/Personalise your photo book/).getBoundingClientRect();
    const short = canvas.getByText('Short').getBoundingClientRect();
    // Two columns side by side, their middles level.
    await expect(short.left).toBeGreaterThan(tall.right);
    await expect(
      Math.abs(short.top + short.height / 2 - (tall.top + tall.height / 2)),
    ).toBeLessThanOrEqual(1);
  },
};
