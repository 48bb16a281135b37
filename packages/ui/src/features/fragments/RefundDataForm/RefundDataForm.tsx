import type { Money, PriceSite } from '@shop/domain';
import { fieldLimits } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import type { RefundData } from './refundDataSchema.ts';

/** The form's rules; the e-mail is required only when the form asks for it. */
const refundDataRules = (askOrderEmail: boolean) => () =>
  import('./refundDataSchema.ts').then((rules) =>
    askOrderEmail ? rules.refundDataWithOrderEmailSchema : rules.refundDataSchema,
  );

export interface RefundDataFormProps {
  /** The amount the shop will refund, when the action says. */
  amount?: Money | null;
  /** The country site's locale and price rules, for the amount. */
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  /**
   * Receives the normalised IBAN (no spaces, upper case) and the holder's name. A rejection keeps
   * what was typed and shows `submitErrorMessage` (or the general message).
   */
  onSubmit: (data: RefundData) => Promise<void> | void;
  submitErrorMessage?: (error: unknown) => string | undefined;
  /**
   * Asks for the e-mail the order was placed with (sent as `email`): a visitor who is not logged
   * in as the order's customer proves with it that the order is theirs.
   */
  askOrderEmail?: boolean;
}

/** The bank account a refund goes to (PROVIDE_DATA_TO_REFUND): IBAN with checksum and holder. */
export function RefundDataForm({
  amount,
  site,
  onSubmit,
  submitErrorMessage,
  askOrderEmail = false,
}: RefundDataFormProps) {
  const { t } = useTranslation('tracking');
  const form = useZodForm(refundDataRules(askOrderEmail), {
    defaultValues: { iban: '', holder: '', ...(askOrderEmail ? { email: '' } : {}) },
    rulesKey: String(askOrderEmail),
  });
  return (
    <Form
      form={form}
      onSubmit={(data) => onSubmit(data)}
      submitErrorMessage={submitErrorMessage}
      aria-label={t('refund.formLabel')}
    >
      <Stack space="large">
        {amount ? (
          <Text>
            {t('refund.amount')}{' '}
            <Price
              amount={amount.amount}
              site={{ ...site, currency: amount.currency }}
              size="large"
            />
          </Text>
        ) : null}
        <FormField control={form.control} name="iban">
          {(field) => (
            <TextField
              label={t('refund.iban')}
              hint={t('refund.ibanHint')}
              autoComplete="off"
              spellCheck={false}
              required
              {...field}
            />
          )}
        </FormField>
        <FormField control={form.control} name="holder">
          {(field) => (
            <TextField
              label={t('refund.holder')}
              autoComplete="name"
              required
              {...field}
              limit={fieldLimits.accountHolder}
            />
          )}
        </FormField>
        {askOrderEmail ? (
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                label={t('refund.orderEmail')}
                hint={t('refund.orderEmailHint')}
                type="email"
                autoComplete="email"
                required
                {...field}
                limit={fieldLimits.email}
              />
            )}
          </FormField>
        ) : null}
        <div>
          <FormSubmit>{t('refund.submit')}</FormSubmit>
        </div>
      </Stack>
    </Form>
  );
}
