import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';

/** The tick box's name in the form's values: the product API's name for it in that request. */
type ConsentName = 'accepts_privacy' | 'accepts_terms';

export interface PrivacyConsentProps<Values extends FieldValues, Output> {
  /** `form.control` of a form whose values hold the tick box under `name`. */
  control: Control<Values, unknown, Output>;
  name: ConsentName;
  /** What the customer agrees to, in the form's words (the newsletter and the policy, or the policy). */
  label: string;
  /** The privacy policy's page. */
  policyHref: string;
}

/**
 * The privacy consent a form asks before it sends: a required tick box, with the way to read the
 * policy as its hint. The form's rules refuse it unticked (`consentSchema`).
 */
export function PrivacyConsent<Values extends FieldValues, Output>({
  control,
  name,
  label,
  policyHref,
}: PrivacyConsentProps<Values, Output>) {
  const { t } = useTranslation('general');
  // Any form with this tick box: react-hook-form cannot see it through the generic.
  const consent = control as unknown as Control<Record<ConsentName, boolean>>;
  return (
    <FormField control={consent} name={name}>
      {({ value, onChange, ...field }) => (
        <Checkbox
          {...field}
          checked={value}
          onCheckedChange={onChange}
          required
          label={label}
          hint={<Link href={policyHref}>{t('privacyPolicy')}</Link>}
        />
      )}
    </FormField>
  );
}
