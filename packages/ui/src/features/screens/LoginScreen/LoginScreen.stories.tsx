import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import { LoginScreen, WrongCredentialsError } from './LoginScreen.tsx';
import { expectFitsPhoneWidth, startingWith } from '../screenStorySupport.ts';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { signUpAs } from '../../fragments/SignUpForm/signUpStorySupport.ts';

const meta = {
  title: 'Features/Screens/Login',
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
type Messages = ReturnType<typeof storyMessages>;
const loginForm = (canvas: Canvas, t: Messages) =>
  within(canvas.getByRole('form', { name: t('account:login.title') }));
const signUpForm = (canvas: Canvas, t: Messages) =>
  within(canvas.getByRole('form', { name: t('account:signUp.title') }));

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const login = loginForm(canvas, t);
    await userEvent.type(
      login.getByLabelText(startingWith(t('account:login.email'))),
      'demo@example.com',
    );
    await userEvent.type(
      login.getByLabelText(startingWith(t('account:login.password'))),
      'demo1234',
    );
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
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const login = loginForm(canvas, t);
    await userEvent.type(
      login.getByLabelText(startingWith(t('account:login.email'))),
      'not-an-email',
    );
    await userEvent.click(login.getByRole('button', { name: t('account:login.submit') }));
    await expect(await login.findByText(t('forms:errors.email'))).toBeVisible();
    await expect(login.getByLabelText(startingWith(t('account:login.email')))).toHaveFocus();
    await expect(login.getByLabelText(startingWith(t('account:login.email')))).toHaveValue(
      'not-an-email',
    );
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: {
    onLogin: fn(async () => {
      throw new WrongCredentialsError();
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const login = loginForm(canvas, t);
    await userEvent.type(
      login.getByLabelText(startingWith(t('account:login.email'))),
      'demo@example.com',
    );
    await userEvent.type(
      login.getByLabelText(startingWith(t('account:login.password'))),
      'wrong-password',
    );
    await userEvent.click(login.getByRole('button', { name: t('account:login.submit') }));
    await expect(await login.findByText(t('account:login.wrongCredentials'))).toBeVisible();
    await expect(login.getByLabelText(startingWith(t('account:login.email')))).toHaveValue(
      'demo@example.com',
    );
  },
};

/** A new visitor creates an account in the page's second section (`login#create-account`). */
export const SignUp: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const signUp = signUpForm(canvas, t);
    await expect(canvasElement.querySelector('#create-account')).toContainElement(
      canvas.getByRole('form', { name: t('account:signUp.title') }),
    );
    await signUpAs(signUp, t, { email: 'nora@example.com', firstName: 'Nora', lastName: 'Vidal' });
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'nora@example.com', newsletter: false }),
      ),
    );
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/**
 * Signed up with the demo customer's e-mail: the same "check your mail" as for a new one (the
 * account's owner is mailed), so the page does not tell who is a customer.
 */
export const SignUpSent: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const signUp = signUpForm(canvas, t);
    await signUpAs(signUp, t, {
      email: 'demo@example.com',
      firstName: 'Lucía',
      lastName: 'Martín',
    });
    await expect(await canvas.findByText(t('account:signUp.checkMailTitle'))).toBeVisible();
    await expect(
      canvas.getByText(t('account:signUp.checkMail', { email: 'demo@example.com' })),
    ).toBeVisible();
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the sign-up form comes under the login form, in the same column, no wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const login = canvas.getByRole('form', { name: t('account:login.title') });
    const signUp = canvas.getByRole('form', { name: t('account:signUp.title') });
    await expect(signUp.getBoundingClientRect().top).toBeGreaterThan(
      login.getBoundingClientRect().bottom,
    );
    await expect(signUp.getBoundingClientRect().left).toBe(login.getBoundingClientRect().left);
    await expectFitsPhoneWidth(canvasElement);
  },
};
