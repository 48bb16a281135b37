import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PromotionCodeForm } from './PromotionCodeForm.tsx';

const meta = {
  title: 'Fragments/PromotionCodeForm',
  component: PromotionCodeForm,
  args: {
    appliedCode: null,
    onApply: fn(async (code: string) => code === 'WELCOME10'),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code that does not apply: the field explains, keeps the code and keeps focus. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Promotion code' });
    await userEvent.click(field);
    await userEvent.keyboard('SUMMER2025{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('SUMMER2025');
    await expect(
      await canvas.findByText('This code does not apply to your cart. Check it and try again.'),
    ).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

export const Applied: Story = {
  args: { appliedCode: 'WELCOME10' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remove code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
