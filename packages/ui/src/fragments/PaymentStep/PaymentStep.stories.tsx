import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PaymentStep } from './PaymentStep.tsx';

const meta = {
  title: 'Fragments/PaymentStep',
  component: PaymentStep,
  args: {
    methods: fixtures.checkout.paymentMethods({ language: 'es' }),
    methodsStatus: 'success',
    cart: fixtures.cart.filled({ promotionCode: 'WELCOME10', shipmentOptionId: 'ADDRESS-UPS' }),
    site: fixtures.countrySite(),
    onSubmit: fn(async () => undefined),
    onBack: fn(),
    termsHref: '/es-es/terms',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Method and terms by keyboard, then "place order". */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: /Bizum/ }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: 'I accept the terms of sale' }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Place order and pay' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ payment_method: 'BIZUM' }));
  },
};

/** Back from a payment page that failed: the message comes first and takes focus. */
export const PaymentFailed: Story = {
  args: {
    paymentError:
      'Your payment did not go through and nothing was charged. Choose a payment method and try again.',
    defaultValues: { payment_method: 'CARD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment not completed')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText('Payment not completed').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    await expect(canvas.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  },
};
