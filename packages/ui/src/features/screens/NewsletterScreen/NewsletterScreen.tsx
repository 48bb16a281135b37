import { fieldLimits, hrefOf } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { narrowPage } from '../screens.css.ts';
import type { Subscription } from './newsletterRules.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const newsletterRules = () =>
  import('./newsletterRules.ts').then((rules) => rules.subscriptionSchema);

/** The newsletter sign-up (/newsletter): the spec's e-mail rule and a consent tick box. */
export function NewsletterScreen() {
  const { t } = useTranslation('pages');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const form = useZodForm(newsletterRules, {
    defaultValues: { email: '', accepts_privacy: false },
  });
  const subscription = useMutation({
    mutationFn: ({ email }: Subscription) =>
      client.call('newsletter.subscribe', { email, accepts_privacy: true }),
  });
  return (
    <div className={narrowPage}>
      <Heading level={1} size="xlarge" id="newsletter-title">
        {t('newsletter.title')}
      </Heading>
      <Text>{t('newsletter.lead')}</Text>
      {subscription.isSuccess ? (
        <Alert tone={subscription.data.already_subscribed ? 'info' : 'positive'}>
          {t(
            subscription.data.already_subscribed
              ? 'newsletter.alreadySubscribed'
              : 'newsletter.subscribed',
            { email: subscription.variables.email },
          )}
        </Alert>
      ) : (
        <Form
          form={form}
          aria-labelledby="newsletter-title"
          onSubmit={(values) => subscription.mutateAsync(values).then(() => undefined)}
          submitErrorMessage={(error) => {
            const reason = apiErrorText(error);
            return reason ? t('newsletter.failed', { reason }) : undefined;
          }}
        >
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.email}
                type="email"
                label={t('newsletter.email')}
                autoComplete="email"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="accepts_privacy">
            {({ value, onChange, ...field }) => (
              <Checkbox
                {...field}
                checked={value}
                onCheckedChange={onChange}
                required
                label={t('newsletter.consent')}
                hint={
                  <Link href={hrefOf(countrySite, 'page', { slug: 'privacy' })}>
                    {t('newsletter.privacyLink')}
                  </Link>
                }
              />
            )}
          </FormField>
          <FormSubmit fullWidth>{t('newsletter.subscribe')}</FormSubmit>
        </Form>
      )}
    </div>
  );
}
