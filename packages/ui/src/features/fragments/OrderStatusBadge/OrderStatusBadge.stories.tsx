import { orderStatusCodes } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { statusCode: 9 },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('account:orderStatus.9'))).toBeVisible();
  },
};

/** Every order status code with its customer-facing text and tone. */
export const AllStatuses: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {orderStatusCodes.map((code) => (
        <li key={code}>
          <OrderStatusBadge statusCode={code} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(orderStatusCodes.length);
    await expect(canvas.getByText(t('account:orderStatus.14'))).toBeVisible();
    await expect(canvas.getByText(t('account:orderStatus.4'))).toBeVisible();
  },
};
