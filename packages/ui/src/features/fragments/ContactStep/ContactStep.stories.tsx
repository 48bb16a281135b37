import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContactStep } from './ContactStep.tsx';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Fragments/ContactStep',
  component: ContactStep,
  args: {
    country: 'ES',
    onSubmit: fn(async () => undefined),
    onDraftChange: fn(),
    loginHref: '/es-es/login',
    termsHref: '/es-es/privacy',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix radios choose on focus while an arrow key is held, as a real key press does. */
const pressArrow = async (key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
};

/** Sent empty: every required field says so and focus goes to the first one. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('link', { name: t('checkout:contact.login') })).toBeVisible();
    canvas.getByRole('button', { name: t('checkout:contact.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByRole('textbox', { name: new RegExp(t('checkout:contact.email')) });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(t('forms:errors.required')),
    );
    await expect(canvas.getByText(t('forms:errors.accept'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A company filled in by keyboard only: its name and tax id are asked for and sent. */
export const Company: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(
      canvas.getByRole('textbox', { name: new RegExp(t('checkout:contact.email')) }),
    );
    await userEvent.keyboard('compras@estudio.example');
    await userEvent.tab();
    await pressArrow('ArrowRight');
    await expect(
      canvas.getByRole('radio', { name: t('checkout:contact.customerTypes.COMPANY') }),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Lucía');
    await userEvent.tab();
    await userEvent.keyboard('Martín');
    await userEvent.tab();
    await userEvent.keyboard('612 345 678');
    await userEvent.tab();
    await userEvent.keyboard('Estudio Martín SL');
    await userEvent.tab();
    await userEvent.keyboard('B12345678');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:contact.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'compras@estudio.example',
          customer_type: 'COMPANY',
          company_name: 'Estudio Martín SL',
          tax_id: 'B12345678',
          newsletter: true,
          accepts_terms: true,
        }),
      ),
    );
    await expect(args.onDraftChange).toHaveBeenCalled();
  },
};

/**
 * A logged-in customer who accepted the privacy policy in force: filled from the profile, the
 * policy is not asked again and the step goes through as it is.
 */
export const ConsentGiven: Story = {
  args: {
    loginHref: undefined,
    privacyConsentGiven: true,
    defaultValues: {
      email: 'demo@example.com',
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '+34 612 345 678',
    },
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('checkout:contact.termsAccepted'))).toBeVisible();
    await expect(
      canvas.queryByRole('checkbox', { name: t('checkout:contact.acceptsTerms') }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:contact.submit') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+34 612 345 678', accepts_terms: true }),
      ),
    );
  },
};
