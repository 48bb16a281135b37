import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PromotionCodeForm } from './PromotionCodeForm.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/PromotionCodeForm',
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
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const field = canvas.getByRole('textbox', { name: t('cart:promotion.label') });
    await userEvent.click(field);
    await userEvent.keyboard('SUMMER2025{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('SUMMER2025');
    await expect(await canvas.findByText(t('cart:promotion.invalid'))).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

export const Applied: Story = {
  args: { appliedCode: 'WELCOME10' },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    canvas.getByRole('button', { name: t('cart:promotion.remove') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
