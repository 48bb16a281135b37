import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Spinner } from './Spinner.tsx';
import { spinnerSizes, spinnerTones } from './spinnerVariants.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Design system/Primitives/Spinner',
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('general:loading'));
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const statuses = canvas.getAllByRole('status');
    // Each spinner is announced, and the sizes grow.
    await expect(statuses).toHaveLength(spinnerSizes.length + 1);
    for (const status of statuses) await expect(status).toHaveTextContent(t('general:loading'));
    const circles = statuses.map(
      (status) => status.querySelector('[aria-hidden="true"]') as Element,
    );
    const sizes = circles
      .slice(0, spinnerSizes.length)
      .map((circle) => circle.getBoundingClientRect().width);
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(spinnerSizes.length);
  },
};
