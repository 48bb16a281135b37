import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Columns } from '../Columns/Columns.tsx';
import { imageAspectRatios } from '../Image/imageVariants.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Skeleton } from './Skeleton.tsx';
import { skeletonHeights, skeletonShapes, skeletonWidths } from './skeletonVariants.ts';

const meta = {
  title: 'Primitives/Skeleton',
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
