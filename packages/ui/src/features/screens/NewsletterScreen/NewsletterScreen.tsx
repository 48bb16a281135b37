import { hrefOf } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { EmailField } from '../../fragments/ContactFields/ContactFields.tsx';
import { PrivacyConsent } from '../../fragments/PrivacyConsent/PrivacyConsent.tsx';
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
          <EmailField control={form.control} label={t('newsletter.email')} />
          <PrivacyConsent
            control={form.control}
            name="accepts_privacy"
            label={t('newsletter.consent')}
            policyHref={hrefOf(countrySite, 'page', { slug: 'privacy' })}
          />
          <FormSubmit fullWidth>{t('newsletter.subscribe')}</FormSubmit>
        </Form>
      )}
    </div>
  );
}
