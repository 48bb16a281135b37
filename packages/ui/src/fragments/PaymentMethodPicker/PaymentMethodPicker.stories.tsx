import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { samplePaymentMethods, sampleSite } from '../OrderSummary/checkoutStoryData.ts';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';

const meta = {
  title: 'Fragments/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { methods: samplePaymentMethods, value: undefined, onValueChange: fn(), site: sampleSite },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 560 }}>
        <PaymentMethodPicker
          {...args}
          value={value}
          onValueChange={(method) => {
            setValue(method);
            args.onValueChange(method);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix radios choose on focus while an arrow key is held, as a real key press does. */
const pressArrow = async (key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
};

/** The Spanish site's methods with their marks; arrow keys move the choice. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: /Credit or debit card/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('CARD');
    await pressArrow('ArrowDown');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAYPAL');
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  },
};
