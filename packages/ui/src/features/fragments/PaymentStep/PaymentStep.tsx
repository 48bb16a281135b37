import type { Cart, PaymentMethod, PaymentMethodOption, PriceSite } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useDraftSync } from '../../../design-system/forms/useDraftSync.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { OrderSummary } from '../OrderSummary/OrderSummary.tsx';
import { PaymentMethodPicker } from '../PaymentMethodPicker/PaymentMethodPicker.tsx';
import { PaymentFailure } from './PaymentFailure.tsx';
import type { PaymentStepValues } from './paymentRules.ts';

export type { PaymentStepValues } from './paymentRules.ts';
const paymentRules = () => import('./paymentRules.ts').then((rules) => rules.paymentStepSchema);

export interface PaymentStepProps {
  methods: readonly PaymentMethodOption[];
  methodsStatus: 'loading' | 'error' | 'success';
  cart: Pick<Cart, 'lines' | 'totals'>;
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  defaultValues?: Partial<PaymentStepValues>;
  onDraftChange?: (values: Partial<PaymentStepValues>) => void;
  /** Places the order; a rejection shows the general message and keeps the choices. */
  onSubmit: (values: { payment_method: PaymentMethod }) => Promise<void>;
  onBack: () => void;
  termsHref: string;
  /** Why the last payment did not go through (already translated); shown first and focused. */
  paymentError?: string | null;
  /** The order is placed and the customer is on the way to pay: the button stays off. */
  placed?: boolean;
}

/** Checkout step 4: the site's payment methods, the order summary, the terms and "place order". */
export function PaymentStep({
  methods,
  methodsStatus,
  cart,
  site,
  defaultValues,
  onDraftChange,
  onSubmit,
  onBack,
  termsHref,
  paymentError,
  placed = false,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const form = useZodForm(paymentRules, {
    defaultValues: { payment_method: '', accepts_terms: false, ...defaultValues },
  });
  useDraftSync(form, onDraftChange);

  return (
    <Form
      form={form}
      aria-labelledby="checkout-payment-title"
      submitErrorMessage={() => t('placeError')}
      onSubmit={(values) =>
        // The schema's check refuses the empty choice, so a submitted method is one of the methods.
        onSubmit({
          payment_method: values.payment_method as Exclude<typeof values.payment_method, ''>,
        })
      }
    >
      <Heading level={2} size="large" id="checkout-payment-title">
        {t('payment.title')}
      </Heading>
      {paymentError ? <PaymentFailure message={paymentError} /> : null}
      {methodsStatus === 'loading' ? (
        <Skeleton shape="block" height="xlarge" />
      ) : methodsStatus === 'error' ? (
        <Alert tone="critical">{t('payment.loadError')}</Alert>
      ) : (
        <FormField control={form.control} name="payment_method">
          {({ value, onChange, onBlur, ref, error }) => (
            <PaymentMethodPicker
              ref={ref}
              methods={methods}
              value={value}
              onValueChange={onChange}
              onBlur={onBlur}
              error={error}
              site={site}
            />
          )}
        </FormField>
      )}
      <OrderSummary lines={cart.lines} totals={cart.totals} site={site} headingLevel={3} />
      <FormField control={form.control} name="accepts_terms">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            checked={value}
            onCheckedChange={onChange}
            required
            label={t('payment.acceptsTerms')}
            hint={<Link href={termsHref}>{t('payment.termsLink')}</Link>}
          />
        )}
      </FormField>
      <Inline space="small" align="spaceBetween" alignY="center" wrap>
        <Button variant="ghost" tone="neutral" onClick={onBack} disabled={placed}>
          {t('back')}
        </Button>
        <FormSubmit size="large" disabled={placed || methodsStatus !== 'success'}>
          {t('payment.submit')}
        </FormSubmit>
      </Inline>
    </Form>
  );
}
