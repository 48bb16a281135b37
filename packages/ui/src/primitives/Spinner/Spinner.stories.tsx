import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Spinner } from './Spinner.tsx';
import { spinnerSizes, spinnerTones } from './spinnerVariants.ts';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status text is for screen readers only, translated ("Loading…"). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A visible label says what is loading. */
export const WithLabel: Story = {
  args: { label: 'Loading your orders…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders…');
    await expect(canvas.getByText('Loading your orders…')).toBeVisible();
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <Box display="flex" gap="large" alignItems="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
      <Box background="brand" padding="small" borderRadius="medium" display="flex">
        <Spinner tone="inherit" />
      </Box>
    </Box>
  ),
};
