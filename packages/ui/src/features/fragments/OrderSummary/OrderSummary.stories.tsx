import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderSummary } from './OrderSummary.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const cart = fixtures.cart.filled({ promotionCode: 'WELCOME10', shipmentOptionId: 'ADDRESS-UPS' });

const meta = {
  title: 'Features/Fragments/OrderSummary',
  component: OrderSummary,
  args: { lines: cart.lines, totals: cart.totals, site: fixtures.countrySite() },
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const line = (quantity: number, name: string) => t('checkout:summary.line', { quantity, name });
    await expect(canvas.getByText(line(1, 'Hardcover photo book A4'))).toBeVisible();
    await expect(canvas.getByText(line(2, 'Yearbook photo books'))).toBeVisible();
    await expect(canvas.getByText(line(3, 'Magic mugs'))).toBeVisible();
  },
};
