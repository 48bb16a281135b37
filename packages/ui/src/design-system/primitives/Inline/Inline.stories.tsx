import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Inline } from './Inline.tsx';
import { inlineAligns, inlineAlignYs, inlineElements } from './inlineVariants.ts';

const Tile = ({ children }: { children: string }) => (
  <Box padding="small" background="brandSoft" borderRadius="small">
    {children}
  </Box>
);

const products = [
  'Photo book',
  'Canvas',
  'Mug',
  'Calendar',
  'Puzzle',
  'Cushion',
  'Poster',
  'Photo prints',
];

const meta = {
  title: 'Design system/Primitives/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: products.slice(0, 3).map((product) => <Tile key={product}>{product}</Tile>),
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    as: { control: 'inline-radio', options: inlineElements },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [book, canvasTile, mug] = ['Photo book', 'Canvas', 'Mug'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    // One row, left to right, spaced apart.
    await expect(canvasTile?.top).toBe(book?.top);
    await expect(mug?.top).toBe(book?.top);
    await expect(canvasTile?.left).toBeGreaterThan(book?.right ?? Infinity);
    await expect(mug?.left).toBeGreaterThan(canvasTile?.right ?? Infinity);
  },
};

/** Horizontal alignment of the row. */
export const Alignments: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {inlineAligns.map((align) => (
        <Box key={align} padding="xsmall" border="standard" borderRadius="small">
          <Inline {...args} align={align} />
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const firstTiles = canvas
      .getAllByText('Photo book')
      .map((tile) => tile.getBoundingClientRect());
    const lastTiles = canvas.getAllByText('Mug').map((tile) => tile.getBoundingClientRect());
    await expect(firstTiles).toHaveLength(inlineAligns.length);
    const [left, center, right, spaceBetween] = firstTiles;
    // The row starts further right from left to centre to right; spaced out, it spans the width.
    await expect(center?.left).toBeGreaterThan(left?.left ?? Infinity);
    await expect(right?.left).toBeGreaterThan(center?.left ?? Infinity);
    await expect(spaceBetween?.left).toBe(left?.left);
    await expect(lastTiles[3]?.right).toBe(lastTiles[2]?.right);
  },
};

/** Many children wrap onto the next line instead of overflowing a narrow container. */
export const LongContent: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Products',
    children: [...products, ...products].map((product, index) => (
      <Tile key={index}>{product}</Tile>
    )),
  },
  render: (args) => (
    <Box maxWidth="text">
      <Inline {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
  },
};

/** Below the tablet breakpoint the children stack (buttons on a phone). */
export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'tablet', align: 'right' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [book, canvasTile, mug] = ['Photo book', 'Canvas', 'Mug'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    // Below the tablet width the children stack, one under the other.
    await expect(canvasTile?.top).toBeGreaterThan(book?.bottom ?? Infinity);
    await expect(mug?.top).toBeGreaterThan(canvasTile?.bottom ?? Infinity);
  },
};
