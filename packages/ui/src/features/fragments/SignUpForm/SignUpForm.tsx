import type { SignUpValues } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { EmailField } from '../ContactFields/ContactFields.tsx';
import { NameFields } from '../NameFields/NameFields.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import * as styles from './SignUpForm.css.ts';

const signUpRules = () => import('./signUpRules.ts').then((rules) => rules.signUpSchema);

/** Thrown by `onSignUp` when the guest order to take over was placed with another e-mail. */
export class GuestOrderEmailError extends Error {
  constructor() {
    super('The order was placed with another e-mail');
    this.name = 'GuestOrderEmailError';
  }
}

/** What `onSignUp` receives: the form's values and, after a guest order, the order to take over. */
export type SignUpRequest = SignUpValues & { guest_order_number?: string };

export interface SignUpFormProps {
  /**
   * Creates the account, or mails the owner of an e-mail that already has one: either way the form
   * then says to check the mail, so it never tells who is a customer. Rejects with
   * GuestOrderEmailError for an order of another e-mail, anything else for other failures.
   */
  onSignUp: (request: SignUpRequest) => Promise<void>;
  /** The terms and conditions page the tick box links to. */
  termsHref: string;
  /** After a guest order: its number, which the new account takes over. */
  guestOrderNumber?: string;
  /** Makes the ids unique when a page shows the form next to another (login and sign-up). */
  id?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

const emptyAccount = {
  email: '',
  password: '',
  first_name: '',
  last_name: '',
  newsletter: false,
};

const useSignUpForm = () => useZodForm(signUpRules, { defaultValues: emptyAccount });
type SignUpControl = ReturnType<typeof useSignUpForm>['control'];

/**
 * Creating an account: e-mail, a password with the domain's strength rules, name, the newsletter
 * and the terms. A refused sign-up keeps what was typed and says why, on the field it concerns.
 */
export function SignUpForm({
  onSignUp,
  termsHref,
  guestOrderNumber,
  id = 'sign-up',
  headingLevel = 2,
}: SignUpFormProps) {
  const { t } = useTranslation('account');
  const form = useSignUpForm();
  /** The e-mail the sign-up went to, once sent. */
  const [mailedTo, setMailedTo] = useState<string>();
  const titleId = `${id}-title`;
  return (
    <section className={styles.section} id={id} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="large" id={titleId}>
        {t('signUp.title')}
      </Heading>
      <Text>
        {guestOrderNumber
          ? t('signUp.guestOrderLead', { number: guestOrderNumber })
          : t('signUp.lead')}
      </Text>
      {mailedTo ? (
        <Alert tone="positive" title={t('signUp.checkMailTitle')} urgency="polite">
          {t('signUp.checkMail', { email: mailedTo })}
        </Alert>
      ) : (
        <Form
          form={form}
          aria-labelledby={titleId}
          onSubmit={async (values) => {
            try {
              await onSignUp(
                guestOrderNumber ? { ...values, guest_order_number: guestOrderNumber } : values,
              );
            } catch (error) {
              if (error instanceof GuestOrderEmailError)
                form.setError(
                  'email',
                  { message: messageKey('account:signUp.orderEmailField') },
                  { shouldFocus: true },
                );
              throw error;
            }
            setMailedTo(values.email);
          }}
          submitErrorMessage={(error) =>
            error instanceof GuestOrderEmailError ? t('signUp.orderEmail') : t('signUp.failed')
          }
        >
          <EmailField
            control={form.control}
            id={`${id}-email`}
            label={t('signUp.email')}
            hint={guestOrderNumber ? t('signUp.emailHintOrder') : undefined}
          />
          <FormField control={form.control} name="password">
            {(field) => (
              <TextField
                {...field}
                id={`${id}-password`}
                type="password"
                label={t('signUp.password')}
                hint={t('signUp.passwordHint')}
                autoComplete="new-password"
                required
              />
            )}
          </FormField>
          <NameFields control={form.control} idPrefix={id} />
          <SignUpChoices control={form.control} id={id} termsHref={termsHref} />
          <FormSubmit fullWidth>{t('signUp.submit')}</FormSubmit>
        </Form>
      )}
    </section>
  );
}

/** The newsletter and the terms, which the account must accept. */
function SignUpChoices({
  control,
  id,
  termsHref,
}: {
  control: SignUpControl;
  id: string;
  termsHref: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField control={control} name="newsletter">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            id={`${id}-newsletter`}
            checked={value === true}
            onCheckedChange={onChange}
            label={t('signUp.newsletter')}
          />
        )}
      </FormField>
      <FormField control={control} name="accepts_terms">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            id={`${id}-terms`}
            checked={value === true}
            onCheckedChange={onChange}
            required
            label={t('signUp.acceptTerms')}
            hint={<Link href={termsHref}>{t('signUp.termsLink')}</Link>}
          />
        )}
      </FormField>
    </>
  );
}
