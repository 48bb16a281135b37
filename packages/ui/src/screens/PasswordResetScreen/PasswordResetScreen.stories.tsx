import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordResetScreen } from './PasswordResetScreen.tsx';

const meta = {
  title: 'Screens/PasswordReset',
  component: PasswordResetScreen,
  args: { loginHref: '/es-es/login' },
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

export const NewPasswordMismatch: Story = {
  args: { resetToken: 'reset-token-from-the-mail' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-long-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'another-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    const repeat = canvas.getByLabelText(/^Repeat the new password/);
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription(/The passwords do not match/);
  },
};
