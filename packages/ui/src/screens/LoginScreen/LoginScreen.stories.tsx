import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { EmailTakenError } from '../../fragments/SignUpForm/SignUpForm.tsx';
import { LoginScreen, WrongCredentialsError } from './LoginScreen.tsx';
import { expectFitsPhoneWidth, storyText } from '../screenStorySupport.ts';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: {
    onLogin: fn(async () => undefined),
    passwordResetHref: '/es-es/login/password-reset',
    onSignUp: fn(async () => undefined),
    termsHref: '/es-es/terms',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;
const loginForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Log in' }));
const signUpForm = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: 'Create an account' }));

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const login = loginForm(canvas);
    await userEvent.type(login.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.type(login.getByLabelText(/^Password/), 'demo1234');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith({
        email: 'demo@example.com',
        password: 'demo1234',
      }),
    );
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

export const InvalidInput: Story = {
  play: async ({ args, canvas }) => {
    const login = loginForm(canvas);
    await userEvent.type(login.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    await expect(
      await login.findByText('Enter an e-mail address like name@example.com.'),
    ).toBeVisible();
    await expect(login.getByLabelText(/E-mail/)).toHaveFocus();
    await expect(login.getByLabelText(/E-mail/)).toHaveValue('not-an-email');
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
    const login = loginForm(canvas);
    await userEvent.type(login.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.type(login.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    await expect(await login.findByText(/The e-mail or the password is not right/)).toBeVisible();
    await expect(login.getByLabelText(/E-mail/)).toHaveValue('demo@example.com');
  },
};

/** A new visitor creates an account in the page's second section (`login#create-account`). */
export const SignUp: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const signUp = signUpForm(canvas);
    await expect(canvasElement.querySelector('#create-account')).toContainElement(
      canvas.getByRole('form', { name: 'Create an account' }),
    );
    await userEvent.type(signUp.getByLabelText(/E-mail/), 'nora@example.com');
    await userEvent.type(signUp.getByLabelText(/^Password/), 'summer2026');
    await userEvent.type(signUp.getByLabelText(/First name/), 'Nora');
    await userEvent.type(signUp.getByLabelText(/Last name/), 'Vidal');
    await userEvent.click(signUp.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(signUp.getByRole('button', { name: 'Create the account' }));
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'nora@example.com', newsletter: false }),
      ),
    );
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** The e-mail has an account: the sign-up says so, and the login form right next to it is empty for it. */
export const SignUpEmailTaken: Story = {
  args: {
    onSignUp: fn(async () => {
      throw new EmailTakenError();
    }),
  },
  play: async ({ canvas }) => {
    const signUp = signUpForm(canvas);
    await userEvent.type(signUp.getByLabelText(/E-mail/), 'demo@example.com');
    await userEvent.type(signUp.getByLabelText(/^Password/), 'summer2026');
    await userEvent.type(signUp.getByLabelText(/First name/), 'Lucía');
    await userEvent.type(signUp.getByLabelText(/Last name/), 'Martín');
    await userEvent.click(signUp.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(signUp.getByRole('button', { name: 'Create the account' }));
    await expect(await signUp.findByText(/Log in with it/)).toBeVisible();
    await expect(signUp.getByLabelText(/E-mail/)).toHaveValue('demo@example.com');
  },
};

/** On a phone the sign-up form comes under the login form, in the same column, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals, 'account');
    const login = canvas.getByRole('form', { name: t('login.title') });
    const signUp = canvas.getByRole('form', { name: t('signUp.title') });
    await expect(signUp.getBoundingClientRect().top).toBeGreaterThan(
      login.getBoundingClientRect().bottom,
    );
    await expect(signUp.getBoundingClientRect().left).toBe(login.getBoundingClientRect().left);
    await expectFitsPhoneWidth(canvasElement);
  },
};
