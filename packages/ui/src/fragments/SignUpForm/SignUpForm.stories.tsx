import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within, type queries } from 'storybook/test';
import { storyMessages } from '../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../testing/storyScreenshot.ts';
import { EmailTakenError, GuestOrderEmailError, SignUpForm } from './SignUpForm.tsx';

const meta = {
  title: 'Fragments/SignUpForm',
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
async function fillIn(canvas: Canvas, { terms = true, password = 'summer2026' } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'nora@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Nora');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Vidal');
  await userEvent.click(canvas.getByRole('checkbox', { name: /newsletter/ }));
  if (terms) await userEvent.click(canvas.getByRole('checkbox', { name: /terms and conditions/ }));
}

const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Create the account' }));

/** Filled in and sent: the values go out as the domain's sign-up schema parses them. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: t('account:signUp.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account:signUp.termsLink') })).toHaveAttribute(
      'href',
      '/en-ie/terms',
    );
    await fillIn(canvas);
    await submit(canvas);
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
    await submit(canvas);
    // Sent empty: the names are required, the others say what they need.
    await waitFor(() => expect(canvas.getAllByText(t('forms:errors.required'))).toHaveLength(2));
    await expect(canvas.getByText('Enter at least 8 characters.')).toBeVisible();
    await expect(canvas.getByText(t('forms:errors.accept'))).toBeVisible();
    await fillIn(canvas, { terms: false, password: 'onlyletters' });
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'nora@');
    await submit(canvas);
    await expect(await canvas.findByText(t('forms:errors.email'))).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Include at least one digit/,
    );
    await expect(
      canvas.getByRole('checkbox', { name: /terms and conditions/ }),
    ).toHaveAccessibleDescription(/Tick this box to continue/);
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Nora');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** The e-mail has an account: the field and the form say so, and what was typed stays. */
export const EmailTaken: Story = {
  args: {
    onSignUp: fn(async () => {
      throw new EmailTakenError();
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await fillIn(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByText(/This e-mail already has an account\. Log in with it/),
    ).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAccessibleDescription(t('account:signUp.emailTakenField'));
    await expect(email).toHaveValue('nora@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('summer2026');
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
    await fillIn(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('account:signUp.failed'));
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveValue('Vidal');
    await expect(canvas.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await screenshotStoryHere();
    // Sent again as it stands, it goes through.
    await submit(canvas);
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(2));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'nora@example.com', accepts_terms: true }),
    );
    await expect(await canvas.findByText(t('account:signUp.created'))).toBeVisible();
    await expect(canvas.queryByText(t('account:signUp.failed'))).toBeNull();
  },
};

/** Created: the form gives way to the confirmation while the page moves on to the account. */
export const Success: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await fillIn(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(t('account:signUp.created'))).toBeVisible();
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
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/order WPXES-1041 will be in it/)).toBeVisible();
    await fillIn(canvas);
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ guest_order_number: 'WPXES-1041' }),
      ),
    );
    await expect(
      await canvas.findByText(/This is not the e-mail the order was placed with/),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      /Use the e-mail you ordered with\./,
    );
  },
};

/** On a phone the names stack, and the whole form still fills in and sends. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('textbox', { name: /First name/ });
    const last = canvas.getByRole('textbox', { name: /Last name/ });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await fillIn(canvas);
    await submit(canvas);
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(1));
  },
};
