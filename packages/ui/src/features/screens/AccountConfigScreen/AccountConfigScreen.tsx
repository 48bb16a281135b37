import { fieldLimits, type FoticosConfig, numberFormat } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { foticosQueries } from '../../data/foticosQueries.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { markRefusedFields } from '../../data/refusedFields.ts';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';
import { accountSection, page as pageClass } from '../screens.css.ts';
import { configUpdateOf, configValuesOf } from './configValues.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const configRules = () => import('./configSchema.ts').then((rules) => rules.configSchema);

const useConfigForm = (config: FoticosConfig) =>
  useZodForm(configRules, { defaultValues: configValuesOf(config) });
type ConfigControl = ReturnType<typeof useConfigForm>['control'];

function ConfigForm({ config }: { config: FoticosConfig }) {
  const { t } = useTranslation('foticos');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const form = useConfigForm(config);
  const toast = useToast();
  const save = useMutation({
    mutationFn: (update: ReturnType<typeof configUpdateOf>) =>
      client.call('foticos.updateConfig', update),
    onSuccess: (result) => queryClient.setQueryData(foticosQueries.config(client).queryKey, result),
  });
  return (
    <Form
      form={form}
      aria-labelledby="foticos-config-title"
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(configUpdateOf(values));
        } catch (error) {
          markRefusedFields(form, error, 'foticos:config.fieldRefused');
          throw error;
        }
        form.reset(values);
        // The form stays as saved: a notification says so, wherever the customer scrolled.
        toast.show({ tone: 'positive', title: t('config.saved') });
      }}
      submitErrorMessage={(error) => {
        const reason = apiErrorText(error);
        return reason ? t('config.saveFailed', { reason }) : undefined;
      }}
    >
      <section aria-labelledby="foticos-config-profile" className={accountSection}>
        <Heading level={2} size="large" id="foticos-config-profile">
          {t('config.profile')}
        </Heading>
        <FormField control={form.control} name="display_name">
          {(field) => (
            <TextField
              {...field}
              limit={fieldLimits.foticosDisplayName}
              label={t('config.displayName')}
              required
            />
          )}
        </FormField>
        <TextField
          label={t('config.slug')}
          hint={t('config.slugHint')}
          value={config.slug}
          readOnly
        />
        <FormField control={form.control} name="bio">
          {(field) => (
            <TextArea {...field} limit={fieldLimits.foticosBio} label={t('config.bio')} rows={4} />
          )}
        </FormField>
        <FormField control={form.control} name="website">
          {(field) => (
            <TextField
              {...field}
              label={t('config.website')}
              hint={t('config.websiteHint')}
              autoComplete="url"
              inputMode="url"
            />
          )}
        </FormField>
      </section>
      <PayoutSection control={form.control} commissionPercent={config.commission_percent} />
      <div>
        <FormSubmit>{t('config.save')}</FormSubmit>
      </div>
    </Form>
  );
}

/** Where the commissions are paid: the rate, and the account's IBAN and holder. */
function PayoutSection({
  control,
  commissionPercent,
}: {
  control: ConfigControl;
  commissionPercent: number;
}) {
  const { t } = useTranslation('foticos');
  const { locale } = useCountrySite();
  return (
    <section aria-labelledby="foticos-config-payout" className={accountSection}>
      <Heading level={2} size="large" id="foticos-config-payout">
        {t('config.payout')}
      </Heading>
      <Stack space="xxsmall">
        <Text weight="strong">{t('config.commission')}</Text>
        <Text>
          {t('config.commissionValue', {
            percent: numberFormat(locale, { maximumFractionDigits: 2 }).format(commissionPercent),
          })}
        </Text>
      </Stack>
      <FormField control={control} name="iban">
        {(field) => <TextField {...field} label={t('config.iban')} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="holder">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.accountHolder}
            label={t('config.holder')}
            autoComplete="name"
          />
        )}
      </FormField>
    </section>
  );
}

/** What the foticos configuration page reads: the account's configuration. */
export const accountConfigData = screenData((_: object, { client }) => ({
  config: foticosQueries.config(client),
}));

/** /accounts/config (foticos): the public profile and the commission payout account. */
export function AccountConfigScreen() {
  const { t } = useTranslation('foticos');
  const { config } = useScreenData(accountConfigData, {});
  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge" id="foticos-config-title">
          {t('config.title')}
        </Heading>
        <Text tone="muted">{t('config.lead')}</Text>
      </Stack>
      <AsyncState
        read={config}
        loading={{ shape: 'list' }}
        texts={{ error: t('config.loadError'), retry: t('retry') }}
      >
        {(data) => <ConfigForm config={data.config} />}
      </AsyncState>
    </div>
  );
}
