import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExpiredResetLinkError, PasswordResetScreen } from './PasswordResetScreen.tsx';

const meta = {
  title: 'Screens/PasswordReset',
  component: PasswordResetScreen,
  args: { loginHref: '/es-es/login', onSetPassword: fn(async () => undefined) },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock product API accepts the request and the screen confirms it. */
export const RequestLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(
      await canvas.findByText(/a link to reset its password is on its way/),
    ).toBeVisible();
  },
};

/** The mailed link's page: the new password is set and the screen confirms it. */
export const NewPasswordSaved: Story = {
  args: { resetToken: 'reset-token-from-the-mail' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-long-password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSetPassword).toHaveBeenCalledWith({
        resetToken: 'reset-token-from-the-mail',
        password: 'a-long-password',
      }),
    );
    await expect(await canvas.findByText(/Your password is changed/)).toBeVisible();
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
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-long-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/This link has expired or was already used/);
    await expect(alert).toHaveFocus();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('a-long-password');
  },
};

export const NewPasswordMismatch: Story = {
  args: { resetToken: 'reset-token-from-the-mail' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'another-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    const repeat = canvas.getByLabelText(/^Repeat the new password/);
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription(/The passwords do not match/);
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};
