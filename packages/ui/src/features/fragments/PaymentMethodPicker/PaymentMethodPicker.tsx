import {
  paymentMethodMarks,
  priceSiteOf,
  type PaymentMethod,
  type PaymentMethodOption,
  type PriceSite,
} from '@shop/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodName } from '../../i18n/useVocabularyLabel.ts';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import {
  RadioGroup,
  type RadioGroupHandle,
} from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import * as styles from './PaymentMethodPicker.css.ts';

export interface PaymentMethodPickerProps {
  /** The country site's methods for this checkout, as the API lists them. */
  methods: readonly PaymentMethodOption[];
  value: string | undefined;
  onValueChange: (method: PaymentMethod) => void;
  onBlur?: () => void;
  error?: string;
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  ref?: Ref<RadioGroupHandle>;
}

/** The payment methods of the country site, each with its name, mark, how it is paid and its fee. */
export function PaymentMethodPicker({
  methods,
  value,
  onValueChange,
  onBlur,
  error,
  site,
  ref,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation('checkout');
  const paymentMethodName = usePaymentMethodName();
  return (
    <RadioGroup
      ref={ref}
      label={t('payment.methodLabel')}
      variant="card"
      required
      value={value ?? ''}
      onValueChange={(next) => onValueChange(next as PaymentMethod)}
      onBlur={onBlur}
      error={error}
      options={methods.map((option) => ({
        value: option.method,
        label: paymentMethodName(option.method),
        description: option.fee
          ? t('payment.withFee', { type: t(`payment.types.${option.payment_type}`) })
          : t(`payment.types.${option.payment_type}`),
        aside: (
          <span className={styles.aside}>
            {option.fee ? (
              <Price amount={option.fee.amount} site={priceSiteOf(site, option.fee)} size="small" />
            ) : null}
            <span className={styles.mark} aria-hidden="true">
              {paymentMethodMarks[option.method]}
            </span>
          </span>
        ),
      }))}
    />
  );
}
