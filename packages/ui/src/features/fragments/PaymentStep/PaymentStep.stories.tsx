import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PaymentStep } from './PaymentStep.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/PaymentStep',
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
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    canvas.getByRole('radio', { name: /Bizum/ }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: t('checkout:payment.acceptsTerms') }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:payment.submit') }).focus();
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('checkout:payment.failedTitle'))).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByText(t('checkout:payment.failedTitle')).closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('radio', { name: new RegExp(t('general:enums.paymentMethods.CARD')) }),
    ).toBeChecked();
  },
};
