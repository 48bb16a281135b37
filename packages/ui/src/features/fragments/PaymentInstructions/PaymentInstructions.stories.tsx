import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { PaymentInstructions } from './PaymentInstructions.tsx';

// The demo customer's order waiting for a bank transfer (WPX-ES).
const transfer = fixtures.tracking('WTRX4KQP').payment_instructions;
if (!transfer) throw new Error('The seed order WTRX4KQP has no pending payment');

/** The browser's clipboard, replaced for one story by a recorder (or a refusal). */
const writeText = fn(async (_text: string): Promise<void> => undefined);

function stubClipboard(write: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: write },
  });
  writeText.mockClear();
  // The page's own clipboard (Navigator.prototype's) comes back after the story.
  return () => void Reflect.deleteProperty(navigator, 'clipboard');
}

const meta = {
  title: 'Features/Fragments/PaymentInstructions',
  component: PaymentInstructions,
  args: { instructions: transfer, site: fixtures.countrySite() },
} satisfies Meta<typeof PaymentInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank transfer: account, holder, exact amount and reference, each copied by its button. */
export const Default: Story = {
  beforeEach: () => stubClipboard(writeText),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await expect(canvas.getByText(transfer.reference)).toBeVisible();
    const iban = t('account:paymentInstructions.iban');
    const copyIban = canvas.getByRole('button', {
      name: t('account:paymentInstructions.copy', { name: iban }),
    });
    // Keyboard first: focus the button and press Enter.
    copyIban.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('ES9121000418450200051332');
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(t('account:paymentInstructions.copied', { name: iban }));
    const amount = t('account:paymentInstructions.amount');
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('account:paymentInstructions.copy', { name: amount }),
      }),
    );
    await expect(writeText).toHaveBeenLastCalledWith(transfer.amount.amount.toFixed(2));
    await expect(status).toHaveTextContent(
      t('account:paymentInstructions.copied', { name: amount }),
    );
  },
};

/** The browser refuses the clipboard: the value is selected to copy by hand, and the page says so. */
export const CopyRefused: Story = {
  beforeEach: () =>
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const reference = t('account:paymentInstructions.reference');
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('account:paymentInstructions.copy', { name: reference }),
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('account:paymentInstructions.refused', { name: reference }),
    );
    await expect(window.getSelection()?.toString()).toBe(transfer.reference);
  },
};

/** An online payment not completed: what to do next, with no account to copy. */
export const OnlinePending: Story = {
  args: { instructions: { ...transfer, method: 'PAYPAL', bank_account: null } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(within(region).getByText(/PayPal/)).toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** Charged to a company's billing account: nothing for the customer to do. */
export const BillingAccount: Story = {
  args: { instructions: { ...transfer, method: 'BILLING_ACCOUNT', bank_account: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
