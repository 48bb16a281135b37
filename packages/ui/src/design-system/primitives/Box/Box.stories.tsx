import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { surfaceNames } from '../../theme/sprinkles.css.ts';
import { Box } from './Box.tsx';
import { boxElements } from './boxVariants.ts';

const meta = {
  title: 'Design system/Primitives/Box',
  component: Box,
  args: {
    as: 'section',
    padding: { mobile: 'small', tablet: 'large' },
    background: 'surface',
    border: 'standard',
    borderRadius: 'medium',
    children: 'Your order ships in 3 to 5 working days.',
  },
  argTypes: { as: { control: 'select', options: boxElements } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Your order ships in 3 to 5 working days.');
    await expect(box.tagName).toBe('SECTION');
  },
};

/** Every surface pairs a background with a readable text colour. */
export const Surfaces: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, tablet: 4 }} gap="small">
      {surfaceNames.map((surface) => (
        <Box key={surface} {...args} as="div" background={surface} padding="medium">
          {surface}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const boxes = surfaceNames.map((surface) => canvas.getByText(surface));
    // Each surface paints a background; on this width the grid has four columns.
    for (const box of boxes)
      await expect(getComputedStyle(box).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const grid = boxes[0]?.parentElement as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

/** Responsive spacing and layout props: one column on phones, a row from tablet on. */
export const ResponsiveLayout: Story = {
  render: () => (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap={{ mobile: 'small', desktop: 'xlarge' }}
      padding="medium"
      background="surfaceSunken"
      borderRadius="large"
    >
      <Box
        flexGrow={1}
        padding="medium"
        background="surface"
        boxShadow="small"
        borderRadius="medium"
      >
        Photo book
      </Box>
      <Box
        flexGrow={1}
        padding="medium"
        background="surface"
        boxShadow="small"
        borderRadius="medium"
      >
        Canvas print
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    const book = canvas.getByText('Photo book').getBoundingClientRect();
    const canvasPrint = canvas.getByText('Canvas print').getBoundingClientRect();
    // On a desktop the boxes sit side by side, as tall as each other, apart.
    await expect(canvasPrint.top).toBe(book.top);
    await expect(canvasPrint.left).toBeGreaterThan(book.right);
    await expect(canvasPrint.height).toBe(book.height);
  },
};
