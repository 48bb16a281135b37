import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

// Each story breaks one rule the story tests enforce; pipeline.test.ts checks that each one fails.
const meta = {
  title: 'Pipeline/Broken',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContrastViolation: Story = {
  parameters: { visual: false },
  render: () => (
    <p style={{ color: '#c8c8c8', background: '#ffffff' }}>Hardly readable grey text</p>
  ),
};

export const FailingPlay: Story = {
  parameters: { visual: false },
  render: () => <button type="button">Add to cart</button>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Remove from cart');
  },
};

/** Its committed baseline was taken with a blue swatch; it now renders red. */
export const ChangedColour: Story = {
  render: () => (
    <div
      role="img"
      aria-label="Brand colour swatch"
      style={{ width: 120, height: 60, background: '#c0262d' }}
    />
  ),
};
