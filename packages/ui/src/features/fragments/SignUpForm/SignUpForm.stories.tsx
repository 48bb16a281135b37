import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within, type queries } from 'storybook/test';
import { storyMessages } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';
import { GuestOrderEmailError, SignUpForm } from './SignUpForm.tsx';

const meta = {
  title: 'Features/Fragments/SignUpForm',
  component: SignUpForm,
  args: { onSignUp: fn(async () => undefined), termsHref: '/en-ie/terms' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within<typeof queries>>;

/** Types a complete, valid sign-up; the terms are ticked unless told otherwise. */
async function fillIn(
  canvas: Canvas,
  t: StoryMessages,
  { terms = true, password = 'summer2026' } = {},
) {
  await userEvent.type(field(canvas, t, 'email'), 'nora@example.com');
  await userEvent.type(passwordField(canvas, t), password);
  await userEvent.type(field(canvas, t, 'firstName'), 'Nora');
  await userEvent.type(field(canvas, t, 'lastName'), 'Vidal');
  await userEvent.click(
    canvas.getByRole('checkbox', { name: new RegExp(t('account:signUp.newsletter')) }),
  );
  if (terms) await userEvent.click(termsBox(canvas, t));
}

type StoryMessages = ReturnType<typeof storyMessages>;

/** A text field of the form by its label (a required field's name says more than the label). */
const field = (canvas: Canvas, t: StoryMessages, name: 'email' | 'firstName' | 'lastName') =>
  canvas.getByRole('textbox', { name: new RegExp(t(`account:signUp.${name}`)) });

const passwordField = (canvas: Canvas, t: StoryMessages) =>
  canvas.getByLabelText(new RegExp(`^${t('account:signUp.password')}`));

const termsBox = (canvas: Canvas, t: StoryMessages) =>
  canvas.getByRole('checkbox', { name: new RegExp(t('account:signUp.acceptTerms')) });

const submit = (canvas: Canvas, t: StoryMessages) =>
  userEvent.click(canvas.getByRole('button', { name: t('account:signUp.submit') }));

/** Filled in and sent: the values go out as the domain's sign-up schema parses them. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: t('account:signUp.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:signUp.termsLink') })).toHaveAttribute(
      'href',
      '/en-ie/terms',
    );
    await fillIn(canvas, t);
    await submit(canvas, t);
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith({
        email: 'nora@example.com',
        password: 'summer2026',
        first_name: 'Nora',
        last_name: 'Vidal',
        newsletter: true,
        accepts_terms: true,
      }),
    );
  },
};

/** A password without a digit, the terms not ticked, a bad e-mail: each field says why, nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await submit(canvas, t);
    // Sent empty: the names are required, the others say what they need.
    await waitFor(() => expect(canvas.getAllByText(t('forms:errors.required'))).toHaveLength(2));
    await expect(canvas.getByText(t('forms:errors.tooShort', { count: 8 }))).toBeVisible();
    await expect(canvas.getByText(t('forms:errors.accept'))).toBeVisible();
    await fillIn(canvas, t, { terms: false, password: 'onlyletters' });
    const email = field(canvas, t, 'email');
    await userEvent.clear(email);
    await userEvent.type(email, 'nora@');
    await submit(canvas, t);
    await expect(await canvas.findByText(t('forms:errors.email'))).toBeVisible();
    await expect(passwordField(canvas, t)).toHaveAccessibleDescription(
      new RegExp(t('forms:errors.passwordDigit')),
    );
    await expect(termsBox(canvas, t)).toHaveAccessibleDescription(
      new RegExp(t('forms:errors.accept')),
    );
    await expect(email).toHaveFocus();
    await expect(field(canvas, t, 'firstName')).toHaveValue('Nora');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** The product API failed: a general message, every value kept to send again. */
const failsOnce = fn(async () => {
  if (failsOnce.mock.calls.length === 1) throw new Error('502 from the product API');
});

export const ServerError: Story = {
  args: { onSignUp: failsOnce },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await fillIn(canvas, t);
    await submit(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('account:signUp.failed'));
    await expect(field(canvas, t, 'lastName')).toHaveValue('Vidal');
    await expect(termsBox(canvas, t)).toBeChecked();
    await screenshotStoryHere();
    // Sent again as it stands, it goes through.
    await submit(canvas, t);
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(2));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'nora@example.com', accepts_terms: true }),
    );
    await expect(await canvas.findByText(t('account:signUp.checkMailTitle'))).toBeVisible();
    await expect(canvas.queryByText(t('account:signUp.failed'))).toBeNull();
  },
};

/**
 * Sent: the form gives way to "check your mail", naming the address. An e-mail that already had
 * an account gets the same answer (its owner is mailed), so the form never tells who is a customer.
 */
export const Success: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await fillIn(canvas, t);
    await submit(canvas, t);
    await expect(await canvas.findByText(t('account:signUp.checkMailTitle'))).toBeVisible();
    await expect(
      canvas.getByText(t('account:signUp.checkMail', { email: 'nora@example.com' })),
    ).toBeVisible();
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: t('account:signUp.submit') })).toBeNull();
  },
};

/** After a guest order: the lead names the order, and another e-mail than the order's is refused. */
export const GuestOrderOfAnotherEmail: Story = {
  args: {
    guestOrderNumber: 'WPXES-1041',
    onSignUp: fn(async () => {
      throw new GuestOrderEmailError();
    }),
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getByText(t('account:signUp.guestOrderLead', { number: 'WPXES-1041' })),
    ).toBeVisible();
    await fillIn(canvas, t);
    await submit(canvas, t);
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ guest_order_number: 'WPXES-1041' }),
      ),
    );
    await expect(await canvas.findByText(t('account:signUp.orderEmail'))).toBeVisible();
    await expect(field(canvas, t, 'email')).toHaveAccessibleDescription(
      new RegExp(t('account:signUp.orderEmailField')),
    );
  },
};

/** On a phone the names stack, and the whole form still fills in and sends. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const first = field(canvas, t, 'firstName');
    const last = field(canvas, t, 'lastName');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await fillIn(canvas, t);
    await submit(canvas, t);
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(1));
  },
};
