import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { PrivacyConsent } from './PrivacyConsent.tsx';

/** A form that asks the privacy consent, as the contact, newsletter and checkout forms do. */
function ConsentForm({ label }: { label: string }) {
  const form = useForm({ defaultValues: { accepts_privacy: false } });
  return (
    <form aria-label="Consent">
      <PrivacyConsent
        control={form.control}
        name="accepts_privacy"
        label={label}
        policyHref="/es-es/page/privacy"
      />
    </form>
  );
}

const meta = {
  title: 'Features/Fragments/PrivacyConsent',
  component: ConsentForm,
  args: { label: 'I accept the privacy policy' },
} satisfies Meta<typeof ConsentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required tick box in the form's words, with the way to the policy as its hint. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const consent = canvas.getByRole('checkbox', { name: new RegExp(args.label) });
    await expect(consent).toBeRequired();
    await expect(consent).not.toBeChecked();
    const policy = canvas.getByRole('link', { name: t('general:privacyPolicy') });
    await expect(policy).toHaveAttribute('href', '/es-es/page/privacy');
    await expect(consent).toHaveAccessibleDescription(
      expect.stringContaining(t('general:privacyPolicy')),
    );
    await userEvent.click(consent);
    await expect(consent).toBeChecked();
  },
};

/** What the newsletter asks: to receive it and accept the policy, in one tick box. */
export const Newsletter: Story = {
  args: { label: 'I want to receive the newsletter and accept the privacy policy' },
  play: async ({ canvas, args }) => {
    const consent = canvas.getByRole('checkbox', { name: new RegExp(args.label) });
    await userEvent.keyboard('{Tab}');
    await expect(consent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
  },
};
