import { customerTypes, fieldLimits } from '@shop/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDraftSync } from '../../../design-system/forms/useDraftSync.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { EmailField, PhoneField } from '../ContactFields/ContactFields.tsx';
import { NameFields } from '../NameFields/NameFields.tsx';
import { PrivacyConsent } from '../PrivacyConsent/PrivacyConsent.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import type { ContactStepResult, ContactStepValues } from './contactRules.ts';

export type { ContactStepResult, ContactStepValues } from './contactRules.ts';

const emptyContactStep: ContactStepValues = {
  email: '',
  customer_type: 'PERSON',
  first_name: '',
  last_name: '',
  phone: '',
  company_name: '',
  tax_id: '',
  newsletter: false,
  accepts_terms: false,
};

export interface ContactStepProps {
  /** Country of the site: decides the phone rule. */
  country: string;
  /** What the customer typed before (a draft) or what the checkout holds. */
  defaultValues?: Partial<ContactStepValues>;
  /** Called with the values on every change, to keep a draft. */
  onDraftChange?: (values: Partial<ContactStepValues>) => void;
  /** Sends the step; a rejection shows a message and keeps every value. */
  onSubmit: (values: ContactStepResult) => Promise<void>;
  /** Where a customer with an account logs in; left out when already logged in. */
  loginHref?: string;
  termsHref: string;
  /** The logged-in customer accepted the privacy policy in force: it is not asked again. */
  privacyConsentGiven?: boolean;
}

/** Checkout step 1: e-mail, person or company (with the company's name and tax id), newsletter, terms. */
export function ContactStep({
  country,
  defaultValues,
  onDraftChange,
  onSubmit,
  loginHref,
  termsHref,
  privacyConsentGiven = false,
}: ContactStepProps) {
  const { t } = useTranslation('checkout');
  // The phone rule is the country's: other rules load when the country changes.
  const contactRules = () =>
    import('./contactRules.ts').then((rules) => rules.contactStepSchema(country));
  const form = useZodForm(contactRules, {
    defaultValues: {
      ...emptyContactStep,
      ...defaultValues,
      ...(privacyConsentGiven ? { accepts_terms: true } : {}),
    },
    rulesKey: country,
  });
  useDraftSync(form, onDraftChange);
  const customerType = form.watch('customer_type');
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values)}
      aria-labelledby="checkout-contact-title"
    >
      <Heading level={2} size="large" id="checkout-contact-title">
        {t('contact.title')}
      </Heading>
      {loginHref ? (
        <Alert tone="info">
          {t('contact.loginOffer')} <Link href={loginHref}>{t('contact.login')}</Link>
        </Alert>
      ) : null}
      <EmailField control={form.control} label={t('contact.email')} hint={t('contact.emailHint')} />
      <FormField control={form.control} name="customer_type">
        {({ onChange, ...field }) => (
          <RadioGroup
            {...field}
            label={t('contact.customerType')}
            orientation="horizontal"
            options={customerTypes.map((type) => ({
              value: type,
              label: t(`contact.customerTypes.${type}`),
            }))}
            onValueChange={onChange}
            required
          />
        )}
      </FormField>
      <NameFields control={form.control} />
      <PhoneField
        control={form.control}
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        required
      />
      {customerType === 'COMPANY' ? <CompanyFields control={form.control} /> : null}
      <ContactChoices
        control={form.control}
        termsHref={termsHref}
        privacyConsentGiven={privacyConsentGiven}
      />
      <FormSubmit size="large">{t('contact.submit')}</FormSubmit>
    </Form>
  );
}

type ContactControl = Control<ContactStepValues, unknown, ContactStepResult>;

/** A company's name and tax id, both required. */
function CompanyFields({ control }: { control: ContactControl }) {
  const { t } = useTranslation('checkout');
  return (
    <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
      <FormField control={control} name="company_name">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.companyName}
            label={t('contact.companyName')}
            autoComplete="organization"
            required
          />
        )}
      </FormField>
      <FormField control={control} name="tax_id">
        {(field) => (
          <TextField {...field} limit={fieldLimits.taxId} label={t('contact.taxId')} required />
        )}
      </FormField>
    </Columns>
  );
}

/** The newsletter, and the privacy consent unless the customer already gave it. */
function ContactChoices({
  control,
  termsHref,
  privacyConsentGiven,
}: {
  control: ContactControl;
  termsHref: string;
  privacyConsentGiven: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <FormField control={control} name="newsletter">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            checked={value}
            onCheckedChange={onChange}
            label={t('contact.newsletter')}
          />
        )}
      </FormField>
      {privacyConsentGiven ? (
        <Text tone="muted">
          {t('contact.termsAccepted')} <Link href={termsHref}>{t('contact.termsLink')}</Link>
        </Text>
      ) : (
        <PrivacyConsent
          control={control}
          name="accepts_terms"
          label={t('contact.acceptsTerms')}
          policyHref={termsHref}
        />
      )}
    </>
  );
}
