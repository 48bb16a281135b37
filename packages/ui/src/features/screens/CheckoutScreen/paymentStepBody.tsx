import { isPaymentMethodEligible, offeredPaymentMethods, payerOf } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { checkoutQueries } from '../../data/checkoutQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { PaymentStep, type PaymentStepValues } from '../../fragments/PaymentStep/PaymentStep.tsx';
import { useOrderPlacedUpdate } from './checkoutMutations.ts';
import type { StepBodyProps } from './checkoutStepProps.ts';
import { useCheckoutDraft } from './useCheckoutDraft.ts';

/**
 * Step 4: the country site's payment methods and "place order". Places one order per click, then
 * hands the answer to `onOrderPlaced` (the payment page, or the order-completed page).
 */
export function PaymentStepBody({
  checkout,
  hydrated,
  onStepChange,
  onOrderPlaced,
  returnUrl,
  paymentFailed,
  termsHref,
  customer,
}: StepBodyProps) {
  const { t } = useTranslation('checkout');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const orderPlaced = useOrderPlacedUpdate();
  const { draft, writeDraft } = useCheckoutDraft<PaymentStepValues>(checkout, 'payment', hydrated);
  const methods = useQuery(checkoutQueries.paymentMethods(client));
  const inFlight = useRef(false);
  const [placed, setPlaced] = useState(false);
  // Only what this payer may use: the product API would refuse the rest (a guest's billing account).
  const payer = payerOf(checkout.contact?.customer_type ?? 'PERSON', customer);
  const eligible = offeredPaymentMethods(methods.data?.payment_methods ?? [], countrySite).filter(
    (option) => isPaymentMethodEligible(option.method, countrySite, payer),
  );
  const defaults: Partial<PaymentStepValues> = {
    ...(checkout.payment_method ? { payment_method: checkout.payment_method } : {}),
    ...draft,
  };
  return (
    <PaymentStep
      methods={eligible}
      methodsStatus={methods.isError ? 'error' : methods.isSuccess ? 'success' : 'loading'}
      cart={checkout.cart}
      site={countrySite}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      termsHref={termsHref}
      paymentError={paymentFailed ? t('paymentFailed') : null}
      placed={placed}
      onBack={() => onStepChange(3)}
      onSubmit={async ({ payment_method }) => {
        // One order per click, whatever the button's state: a second submission waits for the first.
        if (inFlight.current || placed) return;
        inFlight.current = true;
        try {
          const result = await client.call('checkout.placeOrder', {
            payment_method,
            accepts_terms: true,
            return_url: returnUrl,
            brand: countrySite.brand,
          });
          setPlaced(true);
          orderPlaced(checkout);
          onOrderPlaced(result);
        } finally {
          inFlight.current = false;
        }
      }}
    />
  );
}
