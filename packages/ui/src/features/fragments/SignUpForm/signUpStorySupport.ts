import { userEvent, type queries, type within } from 'storybook/test';
import { startingWith } from '../../screens/screenStorySupport.ts';
import type { storyMessages } from '../../../testing/storyMessages.ts';

/** Types a new customer into the sign-up form, ticks the terms and sends it. */
export async function signUpAs(
  form: ReturnType<typeof within<typeof queries>>,
  t: ReturnType<typeof storyMessages>,
  customer: { email: string; firstName: string; lastName: string },
) {
  const field = (key: 'email' | 'password' | 'firstName' | 'lastName') =>
    form.getByLabelText(startingWith(t(`account:signUp.${key}`)));
  await userEvent.type(field('email'), customer.email);
  await userEvent.type(field('password'), 'summer2026');
  await userEvent.type(field('firstName'), customer.firstName);
  await userEvent.type(field('lastName'), customer.lastName);
  await userEvent.click(
    form.getByRole('checkbox', { name: startingWith(t('account:signUp.acceptTerms')) }),
  );
  await userEvent.click(form.getByRole('button', { name: t('account:signUp.submit') }));
}
