import { useMutation } from '@tanstack/react-query';
import { fieldLimits } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { narrowPage } from '../screens.css.ts';
import type { ChosenPassword, ResetRequest } from './passwordResetRules.ts';

const requestRules = () => import('./passwordResetRules.ts').then((rules) => rules.requestSchema);
const newPasswordRules = () =>
  import('./passwordResetRules.ts').then((rules) => rules.newPasswordSchema);

/** The reset link's token was refused: it expired or was used already. */
export class ExpiredResetLinkError extends Error {
  constructor() {
    super('This password reset link is no longer valid');
    this.name = 'ExpiredResetLinkError';
  }
}

export interface NewPasswordValues {
  resetToken: string;
  password: string;
}

export interface PasswordResetScreenProps {
  /** The token of the mailed link (`?token=`); without it the screen asks for the e-mail. */
  resetToken?: string;
  /**
   * Sets the new password (the storefront's server does it, as it signs the customer in); rejects
   * with ExpiredResetLinkError for a refused token, anything else for other failures.
   */
  onSetPassword: (values: NewPasswordValues) => Promise<void>;
  loginHref: string;
}

function RequestLink() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const form = useZodForm(requestRules, { defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: (values: ResetRequest) => client.call('auth.requestPasswordReset', values),
  });
  if (request.isSuccess) {
    return (
      <Alert tone="positive">
        {t('passwordReset.linkSent', { email: request.variables.email })}
      </Alert>
    );
  }
  return (
    <Form
      form={form}
      aria-labelledby="password-reset-title"
      onSubmit={(values) => request.mutateAsync(values).then(() => undefined)}
    >
      <Text>{t('passwordReset.requestLead')}</Text>
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
      <FormSubmit fullWidth>{t('passwordReset.sendLink')}</FormSubmit>
    </Form>
  );
}

function NewPassword({
  resetToken,
  onSetPassword,
  loginHref,
}: Required<Omit<PasswordResetScreenProps, 'resetToken'>> & { resetToken: string }) {
  const { t } = useTranslation('account');
  const form = useZodForm(newPasswordRules, { defaultValues: { password: '', repeat: '' } });
  const reset = useMutation({
    mutationFn: ({ password }: ChosenPassword) => onSetPassword({ resetToken, password }),
  });
  if (reset.isSuccess) {
    return (
      <Alert tone="positive" action={<Link href={loginHref}>{t('passwordReset.toLogin')}</Link>}>
        {t('passwordReset.changed')}
      </Alert>
    );
  }
  return (
    <Form
      form={form}
      aria-labelledby="password-reset-title"
      onSubmit={(values) => reset.mutateAsync(values).then(() => undefined)}
      submitErrorMessage={(error) =>
        error instanceof ExpiredResetLinkError ? t('passwordReset.linkExpired') : undefined
      }
    >
      <FormField control={form.control} name="password">
        {(field) => (
          <TextField
            {...field}
            type="password"
            label={t('passwordReset.newPassword')}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField control={form.control} name="repeat">
        {(field) => (
          <TextField
            {...field}
            type="password"
            label={t('passwordReset.repeatPassword')}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormSubmit fullWidth>{t('passwordReset.save')}</FormSubmit>
    </Form>
  );
}

/** The password reset page: asks for the e-mail, or sets the new password from the mailed link. */
export function PasswordResetScreen({
  resetToken,
  onSetPassword,
  loginHref,
}: PasswordResetScreenProps) {
  const { t } = useTranslation('account');
  return (
    <div className={narrowPage}>
      <Heading level={1} size="xlarge" id="password-reset-title">
        {t('passwordReset.title')}
      </Heading>
      {resetToken ? (
        <NewPassword resetToken={resetToken} onSetPassword={onSetPassword} loginHref={loginHref} />
      ) : (
        <RequestLink />
      )}
      <Text>
        <Link href={loginHref}>{t('passwordReset.backToLogin')}</Link>
      </Text>
    </div>
  );
}
