import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen, WrongCredentialsError } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: { onLogin: fn(async () => undefined), passwordResetHref: '/es-es/login/password-reset' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith({
        email: 'demo@example.com',
        password: 'demo1234',
      }),
    );
  },
};

export const InvalidInput: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await canvas.findByText('Enter an e-mail address like name@example.com.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail/)).toHaveFocus();
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('not-an-email');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: {
    onLogin: fn(async () => {
      throw new WrongCredentialsError();
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText(/The e-mail or the password is not right/)).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('demo@example.com');
  },
};
