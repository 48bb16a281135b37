import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleCart, sampleSite } from './checkoutStoryData.ts';
import { OrderSummary } from './OrderSummary.tsx';

const meta = {
  title: 'Fragments/OrderSummary',
  component: OrderSummary,
  args: { lines: sampleCart.lines, totals: sampleCart.totals, site: sampleSite },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 × Hardcover photo books A4')).toBeVisible();
    await expect(canvas.getByText('1 × Magic mug')).toBeVisible();
  },
};
