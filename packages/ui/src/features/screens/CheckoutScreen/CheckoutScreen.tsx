import {
  checkoutStepName,
  checkoutStepNumber,
  checkoutSteps,
  type Checkout,
  type CheckoutStepNumber,
} from '@shop/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutDrafts, checkoutQueries } from '../../data/checkoutQueries.ts';
import { profileQueries } from '../../data/profileQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { OrderSummary } from '../../fragments/OrderSummary/OrderSummary.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stepper } from '../../../design-system/primitives/Stepper/Stepper.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { AddressStepBody } from './addressStepBody.tsx';
import type { CheckoutScreenProps, StepBodyProps } from './checkoutStepProps.ts';
import * as styles from './CheckoutScreen.css.ts';
import { ContactStepBody } from './contactStepBody.tsx';
import { PaymentStepBody } from './paymentStepBody.tsx';
import { ShipmentStepBody } from './shipmentStepBody.tsx';
import { CartIcon } from '../../../design-system/primitives/Icon/icons.ts';

export type { CheckoutStepNumber };
export type { CheckoutScreenProps } from './checkoutStepProps.ts';

/** Nothing to subscribe to: the value only differs between the server render and the browser. */
const noSubscription = () => () => undefined;

/**
 * What the checkout reads: the checkout of the cart, with its current step, and for a logged-in
 * customer the profile and saved addresses the contact and address steps start from.
 */
export const checkoutData = screenData(({ loggedIn }: { loggedIn: boolean }, { client }) => ({
  checkout: checkoutQueries.checkout(client),
  profile: loggedIn ? profileQueries.profile(client) : undefined,
  addresses: loggedIn ? profileQueries.addresses(client) : undefined,
}));

/** The checkout page body: the stepper, the current step and the order summary. */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { step, onStepChange } = props;
  const { t } = useTranslation('checkout');
  const { checkout, profile, addresses } = useScreenData(checkoutData, {
    loggedIn: Boolean(props.customer),
  });
  // Drafts live in sessionStorage, which the server cannot read: they are applied after hydration.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const openStep = checkout.data ? checkoutStepNumber(checkout.data.checkout.current_step) : 1;
  const shown = (Math.min(step, openStep) as CheckoutStepNumber) || 1;
  // Once hydrated, the step shown starts over from its draft only when there is one: without a
  // draft the hydrated form stays as it is, rather than being built a second time right away.
  const [draftOnHydration, setDraftOnHydration] = useState<boolean>();
  if (hydrated && draftOnHydration === undefined && checkout.data)
    setDraftOnHydration(
      checkoutDrafts.read(checkout.data.checkout.cart.id, checkoutStepName(shown)) !== undefined,
    );
  const restarted = hydrated && draftOnHydration === true;
  useEffect(() => {
    if (checkout.data && shown !== step) onStepChange(shown);
  }, [checkout.data, shown, step, onStepChange]);

  // The steps start from what the shop knows of the customer: they wait for it (a failed read
  // leaves them as a guest's).
  const read: AsyncRead<{ checkout: Checkout }> = {
    data: checkout.data,
    isPending: checkout.isPending || profile.isLoading || addresses.isLoading,
    isError: checkout.isError,
    refetch: checkout.refetch,
  };
  const known = {
    profile: profile.data?.customer,
    savedAddresses: addresses.data?.addresses ?? [],
  };
  return (
    <div className={styles.page}>
      <Heading level={1} size="xlarge" id="checkout-title">
        {t('title')}
      </Heading>
      <AsyncState
        read={read}
        loading={{ shape: 'table', count: 2, space: 'large' }}
        texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
        retryTone="neutral"
        isEmpty={(data) => data.checkout.cart.lines.length === 0}
        empty={
          <>
            {props.paymentFailed ? <Alert tone="critical">{t('paymentFailed')}</Alert> : null}
            <EmptyState
              icon={CartIcon}
              title={t('emptyCart')}
              action={<Link href={props.cartHref}>{t('backToCart')}</Link>}
            />
          </>
        }
      >
        {(data) => (
          <CheckoutSteps
            {...props}
            {...known}
            step={shown}
            openStep={openStep}
            checkout={data.checkout}
            hydrated={hydrated}
            restarted={restarted}
          />
        )}
      </AsyncState>
    </div>
  );
}

type CheckoutStepsProps = Omit<StepBodyProps, 'step'> & {
  step: CheckoutStepNumber;
  /** The furthest step the checkout has reached. */
  openStep: number;
  /** The step starts over from its draft once hydrated. */
  restarted: boolean;
};

/** The stepper, the step shown and, beside the first three steps, the order summary. */
function CheckoutSteps({ step: shown, openStep, restarted, ...props }: CheckoutStepsProps) {
  const { t } = useTranslation('checkout');
  const name = checkoutStepName(shown);
  return (
    <>
      <Stepper
        currentStep={name}
        completedSteps={checkoutSteps
          .filter((candidate) => candidate.number < openStep)
          .map((candidate) => candidate.name)}
        onStepSelect={(selected) => props.onStepChange(checkoutStepNumber(selected))}
      />
      <div role="status">
        <VisuallyHidden>
          {t('stepStatus', { number: shown, name: t(`${name}.title`) })}
        </VisuallyHidden>
      </div>
      {shown === 4 ? (
        <CheckoutStepBody key={`4-${restarted}`} {...props} step={4} />
      ) : (
        <div className={styles.layout}>
          <CheckoutStepBody key={`${shown}-${restarted}`} {...props} step={shown} />
          <CheckoutSummary checkout={props.checkout} />
        </div>
      )}
    </>
  );
}

function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const countrySite = useCountrySite();
  return (
    <OrderSummary lines={checkout.cart.lines} totals={checkout.cart.totals} site={countrySite} />
  );
}

/** The step shown: each step's body (its defaults, draft and calls) lives in a module of its own. */
function CheckoutStepBody(props: StepBodyProps) {
  switch (props.step) {
    case 1:
      return <ContactStepBody {...props} />;
    case 2:
      return <AddressStepBody {...props} />;
    case 3:
      return <ShipmentStepBody {...props} />;
    default:
      return <PaymentStepBody {...props} />;
  }
}
