import { route, scenarios } from '@shop/mocks';
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

/** Fills in the refund's bank account; with `email`, the order's e-mail too. */
async function fillRefund(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  t: ReturnType<typeof storyMessages>,
  email?: string,
) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: startingWith(t('tracking:refund.iban')) }),
    'ES91 2100 0418 4502 0005 1332',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: startingWith(t('tracking:refund.holder')) }),
    'Lucía Martín',
  );
  if (email !== undefined)
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:refund.orderEmail')) }),
      email,
    );
  await userEvent.click(canvas.getByRole('button', { name: t('tracking:refund.submit') }));
}

/**
 * A visitor from the mail's link, not logged in: the order's e-mail shows the order is theirs;
 * with it, the bank details are received.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('tracking:actions.PROVIDE_DATA_TO_REFUND.title'),
      }),
    ).toBeVisible();
    await fillRefund(canvas, t, 'demo@example.com');
    await expect(await canvas.findByText(t('tracking:action.doneTitle'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('tracking:action.backToOrder') }),
    ).toHaveAttribute('href', '/en-ie/tracking/XRKX2563');
  },
};

/** Someone with only the link and another e-mail: refused, nothing saved, what was typed stays. */
export const WrongEmail: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillRefund(canvas, t, 'someone.else@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('tracking:action.wrongEmail'),
    );
    await expect(canvas.queryByText(t('tracking:action.doneTitle'))).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:refund.orderEmail')) }),
    ).toHaveValue('someone.else@example.com');
  },
};

/** The order's customer, logged in: no e-mail is asked, the bank details are enough. */
export const SignedInCustomer: Story = {
  parameters: { msw: { handlers: scenarios.account.customer } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('tracking:refund.iban')) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('tracking:refund.orderEmail')) }),
    ).toBeNull();
    await fillRefund(canvas, t);
    await expect(await canvas.findByText(t('tracking:action.doneTitle'))).toBeVisible();
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
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('tracking:refund.orderEmail')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tracking:refund.submit') })).toBeVisible();
    await expectFitsPhoneWidth(canvasElement);
  },
};
