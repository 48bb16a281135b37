import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleCart, sampleSite } from '../OrderSummary/checkoutStoryData.ts';
import { CartSummary } from './CartSummary.tsx';

const meta = {
  title: 'Fragments/CartSummary',
  component: CartSummary,
  args: { totals: sampleCart.totals, itemCount: 3, promotionCode: 'WELCOME10', site: sampleSite },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion code's discount and a known shipping price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(canvas.getByText('€72.31')).toBeVisible();
  },
};

/** Before the checkout knows the address: the shipping line says when it is calculated. */
export const ShippingUnknown: Story = {
  args: {
    totals: { ...sampleCart.totals, discount: { amount: 0, currency: 'EUR' }, shipping: null },
    promotionCode: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calculated at checkout from your address')).toBeVisible();
  },
};
