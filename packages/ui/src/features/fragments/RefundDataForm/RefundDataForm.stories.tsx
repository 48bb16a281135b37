import { fixtures } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { RefundDataForm } from './RefundDataForm.tsx';

const meta = {
  title: 'Features/Fragments/RefundDataForm',
  component: RefundDataForm,
  args: {
    amount: { amount: 42.85, currency: 'EUR' },
    site: fixtures.countrySite(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RefundDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong check digit is refused; the corrected IBAN goes out without spaces, upper case. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const iban = canvas.getByRole('textbox', { name: new RegExp(t('tracking:refund.iban')) });
    await userEvent.type(iban, 'es91 2100 0418 4502 0005 1333');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('tracking:refund.holder')) }),
      'Lucía Martín',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:refund.submit') }));
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(
        new RegExp(t('tracking:refund.errors.ibanChecksum')),
      ),
    );
    await expect(iban).toHaveFocus();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'es91 2100 0418 4502 0005 1332');
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:refund.submit') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        iban: 'ES9121000418450200051332',
        holder: 'Lucía Martín',
      }),
    );
  },
};

/** Sent empty: both fields say what is missing. */
export const Empty: Story = {
  args: { amount: null },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('tracking:refund.submit') }));
    await waitFor(() => expect(canvas.getAllByText(t('forms:errors.required'))).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused once: the message shows, what was typed stays, and sending again goes through. */
const refusedOnce = fn(async () => {
  if (refusedOnce.mock.calls.length === 1) throw new Error('refused');
});

export const ServerError: Story = {
  args: { onSubmit: refusedOnce },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const iban = canvas.getByRole('textbox', { name: new RegExp(t('tracking:refund.iban')) });
    await userEvent.type(iban, 'PL61109010140000071219812874');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('tracking:refund.holder')) }),
      'Anna Kowalska',
    );
    const send = canvas.getByRole('button', { name: t('tracking:refund.submit') });
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('forms:submitError'));
    await expect(iban).toHaveValue('PL61109010140000071219812874');
    await screenshotStoryHere();
    await userEvent.click(send);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      iban: 'PL61109010140000071219812874',
      holder: 'Anna Kowalska',
    });
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
