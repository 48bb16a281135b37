import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Columns } from '../Columns/Columns.tsx';
import { imageAspectRatios } from '../Image/imageVariants.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Skeleton } from './Skeleton.tsx';
import { skeletonHeights, skeletonShapes, skeletonWidths } from './skeletonVariants.ts';

const meta = {
  title: 'Design system/Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
    height: { control: 'inline-radio', options: skeletonHeights },
    aspectRatio: { control: 'select', options: [undefined, ...imageAspectRatios] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph placeholder; hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-story-root]');
    await expect(root?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Shapes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box display="flex" gap="medium" alignItems="center">
        {skeletonHeights.map((height) => (
          <Skeleton key={height} shape="circle" height={height} />
        ))}
      </Box>
      {skeletonWidths.map((width) => (
        <Skeleton key={width} shape="block" width={width} height="small" />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [circles, ...blocks] = Array.from(
      canvasElement.querySelectorAll('[data-story-root] > div > *'),
    );
    const diameters = Array.from(circles?.children ?? [], (circle) =>
      Math.round(circle.getBoundingClientRect().width),
    );
    const widths = blocks.map((block) => Math.round(block.getBoundingClientRect().width));
    // Circles grow from xsmall to xlarge; blocks narrow from full to a quarter.
    await expect(diameters).toHaveLength(skeletonHeights.length);
    await expect(diameters).toEqual([...diameters].sort((a, b) => a - b));
    await expect(new Set(diameters).size).toBe(skeletonHeights.length);
    await expect(widths).toHaveLength(skeletonWidths.length);
    await expect(widths).toEqual([...widths].sort((a, b) => b - a));
    // All of it is hidden from screen readers.
    for (const bone of [...(circles?.children ?? []), ...blocks])
      await expect(bone).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A loading product grid: the status is announced once, the placeholders are silent. */
export const ProductGridLoading: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium" aria-busy="true">
      <Spinner label="Loading products…" />
      <Columns columns={{ mobile: 2, desktop: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} display="flex" flexDirection="column" gap="xsmall">
            <Skeleton shape="block" aspectRatio="1:1" />
            <Skeleton lines={2} />
            <Skeleton width="1/4" />
          </Box>
        ))}
      </Columns>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
  },
};
