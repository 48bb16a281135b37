import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

// What the API lists in Spanish; Klarna charges a fee here, so the story shows one.
const methods = fixtures.checkout
  .paymentMethods({ language: 'es' })
  .map((option) =>
    option.method === 'KLARNA'
      ? { ...option, fee: { amount: 1.5, currency: 'EUR' as const } }
      : option,
  );

const meta = {
  title: 'Features/Fragments/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: {
    methods,
    value: undefined,
    onValueChange: fn(),
    site: fixtures.countrySite(),
  },
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
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    canvas.getByRole('radio', { name: new RegExp(t('general:enums.paymentMethods.CARD')) }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('CARD');
    await pressArrow('ArrowDown');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAYPAL');
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    // Only the method with a fee shows one.
    await expect(canvas.getByText('€1.50')).toBeVisible();
  },
};
