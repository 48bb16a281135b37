import { useTranslation } from 'react-i18next';
import { fieldLimits } from '@shop/domain';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { SignUpForm, type SignUpFormProps } from '../../fragments/SignUpForm/SignUpForm.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import * as styles from './LoginScreen.css.ts';
import type { LoginCredentials } from './loginRules.ts';

export type { LoginCredentials } from './loginRules.ts';
const loginRules = () => import('./loginRules.ts').then((rules) => rules.credentialsSchema);

/** Thrown by `onLogin` when the e-mail and password do not match an account. */
export class WrongCredentialsError extends Error {
  constructor() {
    super('Wrong e-mail or password');
    this.name = 'WrongCredentialsError';
  }
}

export interface LoginScreenProps {
  /** Logs in; rejects with WrongCredentialsError for a wrong pair, anything else for other failures. */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  passwordResetHref: string;
  /** Creates an account (the page's second section); see SignUpForm. */
  onSignUp: SignUpFormProps['onSignUp'];
  /** The terms and conditions page the sign-up links to. */
  termsHref: string;
}

/** The section id of the sign-up: links that offer to create an account point at `login#create-account`. */
const signUpSectionId = 'create-account';

/**
 * The login page body: e-mail and password, with the way to a new password, and next to it (below
 * it on phones) the sign-up for new customers.
 */
export function LoginScreen({ onLogin, passwordResetHref, onSignUp, termsHref }: LoginScreenProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(loginRules, { defaultValues: { email: '', password: '' } });
  return (
    <div className={styles.page}>
      <section className={styles.column} aria-labelledby="login-title">
        <Heading level={1} size="xlarge" id="login-title">
          {t('login.title')}
        </Heading>
        <Form
          form={form}
          aria-labelledby="login-title"
          onSubmit={(credentials) => onLogin(credentials)}
          submitErrorMessage={(error) =>
            error instanceof WrongCredentialsError ? t('login.wrongCredentials') : undefined
          }
        >
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.email}
                type="email"
                label={t('login.email')}
                autoComplete="email"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="password">
            {(field) => (
              <TextField
                {...field}
                type="password"
                label={t('login.password')}
                autoComplete="current-password"
                required
              />
            )}
          </FormField>
          <FormSubmit fullWidth>{t('login.submit')}</FormSubmit>
        </Form>
        <Text>
          <Link href={passwordResetHref}>{t('login.forgotPassword')}</Link>
        </Text>
      </section>
      <div className={styles.column}>
        <SignUpForm id={signUpSectionId} onSignUp={onSignUp} termsHref={termsHref} />
      </div>
    </div>
  );
}
