import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExpiredResetLinkError, PasswordResetScreen } from './PasswordResetScreen.tsx';
import { startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';

const meta = {
  title: 'Features/Screens/PasswordReset',
  component: PasswordResetScreen,
  args: { loginHref: '/es-es/login', onSetPassword: fn(async () => undefined) },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock product API accepts the request and the screen confirms it. */
export const RequestLink: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:login.email'))),
      'demo@example.com',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('account:passwordReset.sendLink') }),
    );
    await expect(
      await canvas.findByText(t('account:passwordReset.linkSent', { email: 'demo@example.com' })),
    ).toBeVisible();
  },
};

/** The mailed link's page: the new password is set and the screen confirms it. */
export const NewPasswordSaved: Story = {
  args: { resetToken: 'reset-token-from-the-mail' },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.newPassword'))),
      'a-long-password',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.repeatPassword'))),
      'a-long-password',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSetPassword).toHaveBeenCalledWith({
        resetToken: 'reset-token-from-the-mail',
        password: 'a-long-password',
      }),
    );
    await expect(await canvas.findByText(t('account:passwordReset.changed'))).toBeVisible();
  },
};

/** A used or expired link: the screen says so and asks for a new one, keeping what was typed. */
export const NewPasswordLinkExpired: Story = {
  args: {
    resetToken: 'used-token',
    onSetPassword: fn(async () => {
      throw new ExpiredResetLinkError();
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.newPassword'))),
      'a-long-password',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.repeatPassword'))),
      'a-long-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account:passwordReset.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('account:passwordReset.linkExpired'));
    await expect(alert).toHaveFocus();
    await expect(
      canvas.getByLabelText(startingWith(t('account:passwordReset.newPassword'))),
    ).toHaveValue('a-long-password');
  },
};

export const NewPasswordMismatch: Story = {
  args: { resetToken: 'reset-token-from-the-mail' },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.newPassword'))),
      'a-long-password',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account:passwordReset.repeatPassword'))),
      'another-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account:passwordReset.save') }));
    const repeat = canvas.getByLabelText(startingWith(t('account:passwordReset.repeatPassword')));
    // The form's rules may still be on their way: the field is marked once they checked it.
    await waitFor(() => expect(repeat).toHaveAttribute('aria-invalid', 'true'));
    await expect(repeat).toHaveAccessibleDescription(
      expect.stringContaining(t('forms:errors.passwordsDiffer')),
    );
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};
