import type { CartLine as CartLineData } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleLines, sampleSite } from '../OrderSummary/checkoutStoryData.ts';

const [photoBooks, mug] = sampleLines as [CartLineData, CartLineData];
import { CartLine } from './CartLine.tsx';

const meta = {
  title: 'Fragments/CartLine',
  component: CartLine,
  args: {
    line: photoBooks,
    site: sampleSite,
    onQuantityChange: fn(),
    onRemove: fn(),
    maxQuantity: 10,
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two photo books (plural name); quantity and removal by keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hardcover photo books A4')).toBeVisible();
    canvas.getByRole('button', { name: 'One more Hardcover photo book A4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('button', { name: 'One less Hardcover photo book A4' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    canvas.getByRole('button', { name: 'Remove Hardcover photo book A4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** One mug: the singular name, and no way below one (removal is the Remove button). */
export const SingleItem: Story = {
  args: { line: mug, busy: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Magic mug')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'One less Magic mug' })).toBeDisabled();
  },
};
