import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartSummary } from './CartSummary.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// The `cart.withPromotionCode` cart, shipped by UPS: 144.70 less 10 % plus 5.95.
const cart = fixtures.cart.filled({ promotionCode: 'WELCOME10', shipmentOptionId: 'ADDRESS-UPS' });

const meta = {
  title: 'Features/Fragments/CartSummary',
  component: CartSummary,
  args: {
    totals: cart.totals,
    itemCount: cart.item_count,
    promotionCode: cart.promotion_code,
    site: fixtures.countrySite(),
  },
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByText(t('cart:summary.discountWithCode', { code: 'WELCOME10' })),
    ).toBeVisible();
    await expect(canvas.getByText('€136.18')).toBeVisible();
  },
};

/** Before the checkout knows the address: the shipping line says when it is calculated. */
export const ShippingUnknown: Story = {
  args: {
    totals: fixtures.cart.filled().totals,
    promotionCode: null,
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('cart:summary.shippingEstimate'))).toBeVisible();
  },
};
