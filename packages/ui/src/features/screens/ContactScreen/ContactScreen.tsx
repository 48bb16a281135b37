import { type ContactFormChannel, contactFormChannels, fieldLimits, hrefOf } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { DateInput } from '../../../design-system/primitives/DateInput/DateInput.tsx';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { EmailField, PhoneField } from '../../fragments/ContactFields/ContactFields.tsx';
import { PrivacyConsent } from '../../fragments/PrivacyConsent/PrivacyConsent.tsx';
import { page } from '../screens.css.ts';
import type { ContactValues } from './contactRules.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const contactRules = () => import('./contactRules.ts').then((rules) => rules.contactSchema);

export interface ContactScreenProps {
  /** The form the URL asks for (`?channel=`); the message form by default. */
  channel: ContactFormChannel;
  /** Another form was chosen (the storefront puts it in the URL). */
  onChannelChange: (channel: ContactFormChannel) => void;
}

const optional = (value: string) => (value === '' ? undefined : value);

/** The contact page (/contact, guests; customers write through their tickets): message or quote. */
export function ContactScreen({ channel, onChannelChange }: ContactScreenProps) {
  const { t } = useTranslation('pages');
  const apiErrorText = useApiErrorText();
  const countrySite = useCountrySite();
  const form = useContactForm(channel);
  const chosen = form.watch('channel');
  const quote = chosen === 'formContactRequestBudget';
  const sending = useContactSending();
  if (sending.isSuccess)
    return <ContactSent ticket={sending.data.ticket_id} email={sending.variables.email} />;

  return (
    <div className={page}>
      <Stack space="small">
        <Heading level={1} size="xlarge" id="contact-title">
          {t('contact.title')}
        </Heading>
        <Text>
          {t('contact.lead')}{' '}
          <Link href={hrefOf(countrySite, 'helpCenter')}>{t('contact.toHelpCenter')}</Link>
        </Text>
      </Stack>
      <Form
        form={form}
        aria-labelledby="contact-title"
        onSubmit={(values) => sending.mutateAsync(values).then(() => undefined)}
        submitErrorMessage={(error) => {
          const reason = apiErrorText(error);
          return reason ? t('failed', { reason }) : undefined;
        }}
      >
        <ChannelChoice control={form.control} onChannelChange={onChannelChange} />
        <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
          <FormField control={form.control} name="name">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.contactName}
                label={t('contact.name')}
                autoComplete="name"
                required
              />
            )}
          </FormField>
          <EmailField control={form.control} label={t('contact.email')} />
          <PhoneField control={form.control} label={t('contact.phone')} />
          {quote ? null : (
            <FormField control={form.control} name="order_number">
              {(field) => (
                <TextField
                  {...field}
                  limit={fieldLimits.orderNumber}
                  label={t('contact.orderNumber')}
                  hint={t('contact.orderNumberHint')}
                />
              )}
            </FormField>
          )}
        </Columns>
        {quote ? <QuoteFields control={form.control} /> : null}
        <MessageFields control={form.control} />
        <PrivacyConsent
          control={form.control}
          name="accepts_privacy"
          label={t('contact.consent')}
          policyHref={hrefOf(countrySite, 'page', { slug: 'privacy' })}
        />
        <FormSubmit>{quote ? t('contact.sendQuote') : t('contact.send')}</FormSubmit>
      </Form>
    </div>
  );
}

const emptyContact = {
  name: '',
  email: '',
  phone: '',
  order_number: '',
  subject: '',
  message: '',
  product: '',
  quantity: '',
  wanted_by: '',
  attachment: null,
  accepts_privacy: false,
};

const useContactForm = (channel: ContactFormChannel) =>
  useZodForm(contactRules, { defaultValues: { channel, ...emptyContact } });
type ContactControl = ReturnType<typeof useContactForm>['control'];

/** Sends the message or the quote request: the photo first, then the message with its address. */
function useContactSending() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ attachment, accepts_privacy: _consent, ...values }: ContactValues) => {
      // The photo goes first; the message carries its address.
      const photo = attachment
        ? await client.call('images.upload', { img: attachment, extra_fields: {} })
        : undefined;
      return client.call('contact.send', {
        channel: values.channel,
        name: values.name,
        email: values.email,
        phone: optional(values.phone),
        subject: values.subject,
        message: values.message,
        accepts_privacy: true,
        attachment_url: photo?.url,
        ...(values.channel === 'formContactRequestBudget'
          ? {
              product: values.product,
              quantity: Number(values.quantity),
              wanted_by: optional(values.wanted_by),
            }
          : { order_number: optional(values.order_number) }),
      });
    },
  });
}

/** What the page says once the message is sent: its ticket, and the way to the help centre. */
function ContactSent({ ticket, email }: { ticket: number; email: string }) {
  const { t } = useTranslation('pages');
  const countrySite = useCountrySite();
  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('contact.title')}
      </Heading>
      <Alert tone="positive" title={t('contact.sentTitle')}>
        {t('contact.sent', { ticket, email })}
      </Alert>
      <Text>
        <Link href={hrefOf(countrySite, 'helpCenter')}>{t('contact.toHelpCenter')}</Link>
      </Text>
    </div>
  );
}

/** Which form: a message or a quote request (the URL follows the choice). */
function ChannelChoice({
  control,
  onChannelChange,
}: {
  control: ContactControl;
  onChannelChange: ContactScreenProps['onChannelChange'];
}) {
  const { t } = useTranslation('pages');
  const label = useVocabularyLabel();
  return (
    <FormField control={control} name="channel">
      {({ value, onChange, ref: _ref, ...field }) => (
        <RadioGroup
          {...field}
          label={t('contact.channel')}
          value={value}
          onValueChange={(next) => {
            const picked = contactFormChannels.find((candidate) => candidate === next);
            if (!picked) return;
            onChange(picked);
            onChannelChange(picked);
          }}
          options={contactFormChannels.map((option) => ({
            value: option,
            label: label('contactChannels', option),
            description: t(`contact.channels.${option}`),
          }))}
        />
      )}
    </FormField>
  );
}

/** What a quote is for: the product, how many and, if it matters, by when. */
function QuoteFields({ control }: { control: ContactControl }) {
  const { t } = useTranslation('pages');
  return (
    <Columns columns={{ mobile: 1, tablet: 3 }} space="medium">
      <FormField control={control} name="product">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.quoteProduct}
            label={t('contact.product')}
            required
          />
        )}
      </FormField>
      <FormField control={control} name="quantity">
        {(field) => (
          <TextField {...field} type="number" min={1} label={t('contact.quantity')} required />
        )}
      </FormField>
      <FormField control={control} name="wanted_by">
        {({ ref: _ref, ...field }) => (
          <DateInput {...field} label={t('contact.wantedBy')} autoComplete="off" />
        )}
      </FormField>
    </Columns>
  );
}

/** The message itself: its subject, its text and a photo if it helps. */
function MessageFields({ control }: { control: ContactControl }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <FormField control={control} name="subject">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.ticketSubject}
            label={t('contact.subject')}
            required
          />
        )}
      </FormField>
      <FormField control={control} name="message">
        {(field) => (
          <TextArea
            {...field}
            limit={fieldLimits.ticketMessage}
            label={t('contact.message')}
            rows={6}
            required
          />
        )}
      </FormField>
      <FormField control={control} name="attachment">
        {({ value: _value, onChange, ref: _ref, error, ...field }) => (
          <Field label={t('contact.attachment')} hint={t('contact.attachmentHint')} error={error}>
            {(control) => (
              <input
                {...control}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept="image/*"
                onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        )}
      </FormField>
    </>
  );
}
