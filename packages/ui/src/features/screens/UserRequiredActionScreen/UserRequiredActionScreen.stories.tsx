import { route } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UserRequiredActionScreen } from './UserRequiredActionScreen.tsx';
import { expectFitsPhoneWidth, expectLinkToRoute, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Screens/UserRequiredAction',
  component: UserRequiredActionScreen,
  // The mock's not-delivered order waits for the customer's bank details.
  args: { publicId: 'XRKX2563', actionId: 'RFXRKX2563' },
} satisfies Meta<typeof UserRequiredActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer gives a valid IBAN and sees the confirmation. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('tracking:actions.PROVIDE_DATA_TO_REFUND.title'),
      }),
    ).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: startingWith(t('tracking:refund.iban')) }),
      'ES91 2100 0418 4502 0005 1332',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:refund.holder')) }),
      'Lucía Martín',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:refund.submit') }));
    await expect(await canvas.findByText(t('tracking:action.doneTitle'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('tracking:action.backToOrder') }),
    ).toHaveAttribute('href', '/en-ie/tracking/XRKX2563');
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('tracking:action.alreadyDoneTitle'))).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('tracking:refund.iban')) }),
    ).toBeNull();
  },
};

/** A link to no known request: the page says so and leads back to the order's tracking page. */
export const Unknown: Story = {
  args: { actionId: 'NO-SUCH-ACTION' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('tracking:action.unknownTitle'))).toBeVisible();
    await expect(canvas.getByText(t('tracking:action.unknown'))).toBeVisible();
    const back = canvas.getByRole('link', { name: t('tracking:action.backToOrder') });
    await expectLinkToRoute(back, 'trackingOrder', globals);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A Spanish phone: the refund form in Spanish, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'es' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('tracking:refund.iban')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tracking:refund.submit') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
