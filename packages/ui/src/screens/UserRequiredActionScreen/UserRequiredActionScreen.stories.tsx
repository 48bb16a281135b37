import { route } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UserRequiredActionScreen } from './UserRequiredActionScreen.tsx';
import {
  expectFitsPhoneWidth,
  expectLinkToRoute,
  startingWith,
  storyText,
} from '../screenStorySupport.ts';

const meta = {
  title: 'Screens/UserRequiredAction',
  component: UserRequiredActionScreen,
  // The mock's not-delivered order waits for the customer's bank details.
  args: { publicId: 'XRKX2563', actionId: 'RFXRKX2563' },
} satisfies Meta<typeof UserRequiredActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer gives a valid IBAN and sees the confirmation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Refund details' }),
    ).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /IBAN/ }),
      'ES91 2100 0418 4502 0005 1332',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Account holder/ }), 'Lucía Martín');
    await userEvent.click(canvas.getByRole('button', { name: 'Send bank details' }));
    await expect(await canvas.findByText('Details received')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
      'href',
      '/en-ie/tracking/XRKX2563',
    );
  },
};

// The mocks have no scenario for an action already done: this story answers it itself.
const doneAction = route('tracking.getUserRequiredAction', ({ input }) => ({
  action: {
    public_id: input.action_public_id,
    type: 'PROVIDE_DATA_TO_REFUND' as const,
    status: 'DONE' as const,
    created_at: '2026-10-20T10:00:00.000Z',
    amount: { amount: 42.85, currency: 'EUR' as const },
  },
}));

export const AlreadyDone: Story = {
  parameters: { msw: { handlers: [doneAction] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Already done')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /IBAN/ })).toBeNull();
  },
};

/** A link to no known request: the page says so and leads back to the order's tracking page. */
export const Unknown: Story = {
  args: { actionId: 'NO-SUCH-ACTION' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals, 'tracking');
    await expect(await canvas.findByText(t('action.unknownTitle'))).toBeVisible();
    await expect(canvas.getByText(t('action.unknown'))).toBeVisible();
    const back = canvas.getByRole('link', { name: t('action.backToOrder') });
    await expectLinkToRoute(back, 'trackingOrder', globals);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A Spanish phone: the refund form in Spanish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'es' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'tracking');
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('refund.iban')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('refund.submit') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
