import { fieldLimits, hrefOf, orderNumberOf } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { narrowPage } from '../screens.css.ts';

export interface TrackingLookupScreenProps {
  /** The order was found: the storefront goes to its tracking page (`hrefOf(site, 'trackingOrder', { public_id })`). */
  onFound: (publicId: string) => void;
}

const trackingLookupRules = () =>
  import('./trackingLookupRules.ts').then((rules) => rules.trackingLookupSchema);

/** The guest's way to an order (/tracking): order number and the e-mail it was placed with. */
export function TrackingLookupScreen({ onFound }: TrackingLookupScreenProps) {
  const { t } = useTranslation('tracking');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const form = useZodForm(trackingLookupRules, {
    defaultValues: { order_number: '', email: '' },
  });
  return (
    <div className={narrowPage}>
      <Stack space="xsmall">
        <Heading level={1}>{t('lookup.title')}</Heading>
        <Text tone="muted">{t('lookup.lead')}</Text>
      </Stack>
      <Form
        form={form}
        aria-label={t('lookup.title')}
        onSubmit={async (values) => {
          const { public_id: publicId } = await client.call('tracking.lookup', {
            ...values,
            brand: countrySite.brand,
          });
          onFound(publicId);
        }}
        submitErrorMessage={(error) =>
          isNotFoundError(error) ? t('lookup.notFound') : t('lookup.error')
        }
      >
        <Stack space="large">
          <FormField control={form.control} name="order_number">
            {(field) => (
              <TextField
                label={t('lookup.orderNumber')}
                // The example is a number of this site's own shop, as its customers' e-mails show.
                hint={t('lookup.orderNumberHint', {
                  example: orderNumberOf(countrySite.shop, 300001),
                })}
                autoComplete="off"
                required
                {...field}
                limit={fieldLimits.orderNumber}
              />
            )}
          </FormField>
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                type="email"
                label={t('lookup.email')}
                autoComplete="email"
                required
                {...field}
                limit={fieldLimits.email}
              />
            )}
          </FormField>
          <div>
            <FormSubmit>{t('lookup.submit')}</FormSubmit>
          </div>
        </Stack>
      </Form>
      <Text size="small" tone="muted">
        {t('lookup.haveAccount')}{' '}
        <Link
          href={hrefOf(
            countrySite,
            'login',
            {},
            { redirect: hrefOf(countrySite, 'accountsOrders') },
          )}
        >
          {t('lookup.login')}
        </Link>
      </Text>
    </div>
  );
}
