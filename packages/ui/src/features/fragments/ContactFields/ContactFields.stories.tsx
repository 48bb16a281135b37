import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { EmailField, PhoneField } from './ContactFields.tsx';

/** A form that asks how to reach the customer, as the checkout, contact and sign-up forms do. */
function ContactForm({
  phoneRequired,
  emailHint,
}: {
  phoneRequired?: boolean;
  emailHint?: string;
}) {
  const form = useForm({ defaultValues: { email: '', phone: '' } });
  return (
    <form aria-label="Contact" style={{ display: 'grid', gap: 16 }}>
      <EmailField control={form.control} label="E-mail" hint={emailHint} />
      <PhoneField control={form.control} label="Phone" required={phoneRequired} />
    </form>
  );
}

const meta = {
  title: 'Features/Fragments/ContactFields',
  component: ContactForm,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is always required; the phone only where the form needs it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(phone).not.toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(email, 'lucia@example.com');
    await expect(email).toHaveValue('lucia@example.com');
  },
};

/** The checkout's: both required, the e-mail with a hint of what it is for. */
export const Required: Story = {
  args: { phoneRequired: true, emailHint: 'We send the order confirmation here.' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('We send the order confirmation here.'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    await screenshotStoryHere();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '600123456');
  },
};
