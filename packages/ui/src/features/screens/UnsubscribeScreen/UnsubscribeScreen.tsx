import { fieldLimits, hrefOf } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { narrowPage } from '../screens.css.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const unsubscribeRules = () =>
  import('./unsubscribeRules.ts').then((rules) => rules.unsubscribeSchema);

export interface UnsubscribeScreenProps {
  /** The address of the mail's link (`?email=`), filled in for the reader to confirm. */
  email: string;
  /** The link's token (`?token=`); without one the address alone unsubscribes. */
  token?: string;
}

/** Leaving the newsletter (/unsubscribe): confirm the link's address, then done. */
export function UnsubscribeScreen({ email, token }: UnsubscribeScreenProps) {
  const { t } = useTranslation('pages');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const form = useZodForm(unsubscribeRules, { defaultValues: { email } });
  const unsubscription = useMutation({
    mutationFn: (values: { email: string; token?: string }) =>
      client.call('newsletter.unsubscribe', values),
  });
  // A refused token does not block leaving: the next try goes without it.
  const linkRefused = unsubscription.isError && isNotFoundError(unsubscription.error);
  const usedToken = linkRefused ? undefined : token;
  return (
    <div className={narrowPage}>
      <Heading level={1} size="xlarge" id="unsubscribe-title">
        {t('unsubscribe.title')}
      </Heading>
      {unsubscription.isSuccess ? (
        <Alert
          tone="positive"
          action={
            <Link href={hrefOf(countrySite, 'newsletter')}>{t('unsubscribe.subscribeAgain')}</Link>
          }
        >
          {t('unsubscribe.done', { email: unsubscription.variables.email })}
        </Alert>
      ) : (
        <>
          <Text>{t('unsubscribe.lead')}</Text>
          {linkRefused ? <Alert tone="caution">{t('unsubscribe.invalidLink')}</Alert> : null}
          <Form
            form={form}
            aria-labelledby="unsubscribe-title"
            onSubmit={async (values) => {
              try {
                await unsubscription.mutateAsync({ ...values, token: usedToken });
              } catch (error) {
                // The refused link is said above the form, not as a failure of the form.
                if (!isNotFoundError(error)) throw error;
              }
            }}
            submitErrorMessage={(error) => {
              const reason = apiErrorText(error);
              return reason ? t('failed', { reason }) : undefined;
            }}
          >
            <FormField control={form.control} name="email">
              {(field) => (
                <TextField
                  {...field}
                  limit={fieldLimits.email}
                  type="email"
                  label={t('unsubscribe.email')}
                  autoComplete="email"
                  required
                />
              )}
            </FormField>
            <FormSubmit fullWidth>{t('unsubscribe.confirm')}</FormSubmit>
          </Form>
        </>
      )}
    </div>
  );
}
