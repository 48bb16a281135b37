import {
  offeredPaymentMethods,
  checkoutStepName,
  checkoutStepNumber,
  checkoutSteps,
  type ApiResult,
  type Carrier,
  type Checkout,
  type CheckoutStepName,
  type CheckoutStepNumber,
  type DeliveryAddressKind,
  type SessionCustomer,
  type ShipmentMode,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { cartQueryKey, type CartQueryData } from '../../data/cartQueries.ts';
import { checkoutDrafts, checkoutQueries, checkoutQueryKey } from '../../data/checkoutQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { ordersQueryKey } from '../../data/orderQueries.ts';
import {
  AddressStep,
  emptyAddress,
  fromAddressInput,
  type AddressStepValues,
} from '../../fragments/AddressStep/AddressStep.tsx';
import { ContactStep, type ContactStepValues } from '../../fragments/ContactStep/ContactStep.tsx';
import { OrderSummary } from '../../fragments/OrderSummary/OrderSummary.tsx';
import { PaymentStep, type PaymentStepValues } from '../../fragments/PaymentStep/PaymentStep.tsx';
import {
  ShipmentStep,
  type ShipmentStepValues,
} from '../../fragments/ShipmentStep/ShipmentStep.tsx';
import { deliveryCountries } from '../../fragments/AddressStep/addressRules.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stepper } from '../../../design-system/primitives/Stepper/Stepper.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CheckoutScreen.css.ts';

export type { CheckoutStepNumber };

/** What placing the order answered: the order, and where to pay when the method is paid online. */
export type PlacedOrder = ApiResult<'checkout.placeOrder'>;

export interface CheckoutScreenProps {
  /** The step shown (from the URL); a step whose earlier steps are not done shows the first open one. */
  step: CheckoutStepNumber;
  /** The customer moves to another step: the route changes the URL. */
  onStepChange: (step: CheckoutStepNumber) => void;
  /**
   * The order is placed: go to `payment.redirect_url` when there is one (online payment), else to
   * the order-completed page with `order.public_id`.
   */
  onOrderPlaced: (placed: PlacedOrder) => void;
  /** Absolute URL of the order-completed page, where the payment page sends the customer back. */
  returnUrl: string;
  /** The payment page sent the customer back without paying: step 4 says so. */
  paymentFailed?: boolean;
  /** Where a customer with an account logs in; left out when logged in. */
  loginHref?: string;
  /** The logged-in customer: step 1 starts with the account's e-mail and name. */
  customer?: Pick<SessionCustomer, 'email' | 'customer_type' | 'first_name' | 'last_name'> | null;
  cartHref: string;
  privacyHref: string;
  termsHref: string;
}

/** The kind of delivery the API needs for each way of receiving the order. */
const deliveryKindOf: Record<ShipmentMode, DeliveryAddressKind> = {
  ADDRESS: 'ADDRESS',
  MANAGED: 'ADDRESS',
  PICKPOINT: 'PICKPOINT',
  CUSTOMER: 'FACTORY_PICKUP',
};

type CheckoutData = ApiResult<'checkout.get'>;

/** Nothing to subscribe to: the value only differs between the server render and the browser. */
const noSubscription = () => () => undefined;

function useDraftWriter(cartId: number, step: CheckoutStepName) {
  return useCallback(
    (values: object) => checkoutDrafts.write(cartId, step, values),
    [cartId, step],
  );
}

/** The checkout page body: the stepper, the current step and the order summary. */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { step, onStepChange } = props;
  const { t } = useTranslation('checkout');
  const client = useApiClient();
  const checkout = useQuery(checkoutQueries.checkout(client));
  // Drafts live in sessionStorage, which the server cannot read: they are applied after hydration.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const openStep = checkout.data ? checkoutStepNumber(checkout.data.checkout.current_step) : 1;
  const shown = (Math.min(step, openStep) as CheckoutStepNumber) || 1;
  useEffect(() => {
    if (checkout.data && shown !== step) onStepChange(shown);
  }, [checkout.data, shown, step, onStepChange]);

  const title = (
    <Heading level={1} size="xlarge" id="checkout-title">
      {t('title')}
    </Heading>
  );

  if (checkout.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        {title}
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton shape="block" height="xlarge" />
        <Skeleton shape="block" height="xlarge" />
      </div>
    );

  if (checkout.isError)
    return (
      <div className={styles.page}>
        {title}
        <Alert
          tone="critical"
          action={
            <Button
              variant="soft"
              tone="neutral"
              size="small"
              onClick={() => void checkout.refetch()}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      </div>
    );

  const data = checkout.data.checkout;
  if (data.cart.lines.length === 0)
    return (
      <div className={styles.page}>
        {title}
        {props.paymentFailed ? <Alert tone="critical">{t('paymentFailed')}</Alert> : null}
        <EmptyState
          icon="cart"
          title={t('emptyCart')}
          action={<Link href={props.cartHref}>{t('backToCart')}</Link>}
        />
      </div>
    );

  const name = checkoutStepName(shown);
  return (
    <div className={styles.page}>
      {title}
      <Stepper
        currentStep={name}
        completedSteps={checkoutSteps
          .filter((candidate) => candidate.number < openStep)
          .map((candidate) => candidate.name)}
        onStepSelect={(selected) => onStepChange(checkoutStepNumber(selected))}
      />
      <div role="status">
        <VisuallyHidden>
          {t('stepStatus', { number: shown, name: t(`${name}.title`) })}
        </VisuallyHidden>
      </div>
      {shown === 4 ? (
        <CheckoutStepBody
          key={`4-${hydrated}`}
          {...props}
          step={4}
          checkout={data}
          hydrated={hydrated}
        />
      ) : (
        <div className={styles.layout}>
          <CheckoutStepBody
            key={`${shown}-${hydrated}`}
            {...props}
            step={shown}
            checkout={data}
            hydrated={hydrated}
          />
          <CheckoutSummary checkout={data} />
        </div>
      )}
    </div>
  );
}

function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const countrySite = useCountrySite();
  return (
    <OrderSummary lines={checkout.cart.lines} totals={checkout.cart.totals} site={countrySite} />
  );
}

interface StepBodyProps extends CheckoutScreenProps {
  checkout: Checkout;
  hydrated: boolean;
}

/** Every checkout call answers with the whole checkout: the cache takes it as it is. */
function useCheckoutUpdate() {
  const queryClient = useQueryClient();
  return (data: CheckoutData) => {
    queryClient.setQueryData<CheckoutData>(checkoutQueryKey, { checkout: data.checkout });
  };
}

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

/** What step 1 starts with: the contact the checkout holds, else the logged-in customer's account. */
function savedContact(
  saved: Checkout['contact'],
  customer: CheckoutScreenProps['customer'],
): Partial<ContactStepValues> {
  if (saved)
    return {
      ...saved,
      company_name: saved.company_name ?? '',
      tax_id: saved.tax_id ?? '',
      accepts_terms: true,
    };
  if (!customer) return {};
  const { email, customer_type, first_name, last_name } = customer;
  return { email, customer_type, first_name, last_name };
}

function ContactStepBody({
  checkout,
  hydrated,
  onStepChange,
  loginHref,
  customer,
  privacyHref,
}: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const writeDraft = useDraftWriter(checkout.cart.id, 'contact');
  const defaults: Partial<ContactStepValues> = {
    ...savedContact(checkout.contact, customer),
    ...(hydrated ? checkoutDrafts.read<ContactStepValues>(checkout.cart.id, 'contact') : undefined),
  };
  return (
    <ContactStep
      country={countrySite.country}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      loginHref={loginHref}
      termsHref={privacyHref}
      onSubmit={async (values) => {
        const company = values.customer_type === 'COMPANY';
        const result = await client.call('checkout.setContact', {
          ...values,
          company_name: company ? values.company_name : null,
          tax_id: company ? values.tax_id : null,
          accepts_terms: true,
        });
        update(result);
        onStepChange(2);
      }}
    />
  );
}

function AddressStepBody({ checkout, hydrated, onStepChange }: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const writeDraft = useDraftWriter(checkout.cart.id, 'address');
  const saved = checkout.delivery?.address;
  const contact = checkout.contact;
  const fresh = {
    ...emptyAddress(countrySite.country),
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    company_name: contact?.company_name ?? '',
    phone: contact?.phone ?? '',
  };
  const billing = checkout.billing_address ?? saved;
  const billingFields = billing ? fromAddressInput(billing) : fresh;
  const deliveryFields = saved ? fromAddressInput(saved) : undefined;
  // A delivery address other than the billing one was given: it comes back in its own fieldset.
  const deliveryElsewhere =
    deliveryFields !== undefined &&
    JSON.stringify(deliveryFields) !== JSON.stringify(billingFields);
  const defaults: Partial<AddressStepValues> = {
    billing: billingFields,
    ...(deliveryElsewhere ? { delivery_same: false, delivery: deliveryFields } : {}),
    ...(hydrated ? checkoutDrafts.read<AddressStepValues>(checkout.cart.id, 'address') : undefined),
  };
  const countries = [
    countrySite.country,
    ...deliveryCountries.filter((code) => code !== countrySite.country),
  ];
  return (
    <AddressStep
      countries={countries}
      locale={countrySite.locale}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      onBack={() => onStepChange(1)}
      onSubmit={async ({ billing, delivery }) => {
        const result = await client.call('checkout.setAddress', {
          kind: 'ADDRESS',
          address: delivery,
          billing_address: billing,
        });
        update(result);
        onStepChange(3);
      }}
    />
  );
}

function ShipmentStepBody({ checkout, hydrated, onStepChange }: StepBodyProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const update = useCheckoutUpdate();
  const writeDraft = useDraftWriter(checkout.cart.id, 'shipment');
  const [draft] = useState(() =>
    hydrated ? checkoutDrafts.read<ShipmentStepValues>(checkout.cart.id, 'shipment') : undefined,
  );
  const saved = checkout.shipment;
  const defaults: Partial<ShipmentStepValues> = {
    mode: saved?.mode ?? 'ADDRESS',
    shipment_option_id: saved?.id ?? '',
    pickpoint_id: checkout.delivery?.pickpoint?.id ?? '',
    ...draft,
  };
  const [mode, setMode] = useState<ShipmentMode>(defaults.mode ?? 'ADDRESS');
  const address = checkout.delivery?.address ?? null;
  const kind = checkout.delivery?.kind ?? null;

  // The API lists options for the kind of delivery it holds: switch it when the mode needs another.
  const switchKind = useMutation({
    mutationFn: (next: DeliveryAddressKind) =>
      client.call('checkout.setAddress', { kind: next, ...(address ? { address } : {}) }),
    onSuccess: update,
  });
  const wantedKind = deliveryKindOf[mode];
  const mutate = switchKind.mutate;
  const switching = switchKind.isPending;
  useEffect(() => {
    if (kind !== null && kind !== wantedKind && !switching) mutate(wantedKind);
  }, [kind, wantedKind, switching, mutate]);

  const options = useQuery(checkoutQueries.shipmentOptions(client, kind));
  const optionsReady = kind === wantedKind && options.isSuccess;
  const optionsStatus =
    switchKind.isError || options.isError ? 'error' : optionsReady ? 'success' : 'loading';

  const initialCarrier =
    options.data?.options.find((option) => option.id === defaults.shipment_option_id)?.carrier ??
    null;
  const [carrier, setCarrier] = useState<Carrier | null>(null);
  const pickpointCarrier = carrier ?? initialCarrier;
  const [postcode, setPostcode] = useState(address?.postcode ?? '');
  const pickpoints = useQuery({
    ...checkoutQueries.pickpoints(client, {
      carrier: pickpointCarrier ?? 'UPS',
      postcode,
      country: address?.country ?? countrySite.country,
    }),
    enabled: pickpointCarrier !== null && postcode !== '' && mode === 'PICKPOINT',
  });

  return (
    <ShipmentStep
      options={optionsReady ? options.data.options : []}
      optionsStatus={optionsStatus}
      carriers={countrySite.carriers}
      site={countrySite}
      defaultValues={defaults}
      onDraftChange={writeDraft}
      onModeChange={setMode}
      onOptionChange={(option) => setCarrier(option?.carrier ?? null)}
      pickpoints={pickpoints.data?.pickpoints ?? []}
      pickpointStatus={pickpoints.isError ? 'error' : pickpoints.isSuccess ? 'success' : 'loading'}
      pickpointPostcode={postcode}
      onPickpointSearch={setPostcode}
      onBack={() => onStepChange(2)}
      onSubmit={async (values) => {
        const result = await client.call('checkout.setShipment', values);
        update(result);
        onStepChange(4);
      }}
    />
  );
}

function PaymentStepBody({
  checkout,
  hydrated,
  onStepChange,
  onOrderPlaced,
  returnUrl,
  paymentFailed,
  termsHref,
}: StepBodyProps) {
  const { t } = useTranslation('checkout');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const queryClient = useQueryClient();
  const writeDraft = useDraftWriter(checkout.cart.id, 'payment');
  const methods = useQuery(checkoutQueries.paymentMethods(client));
  const inFlight = useRef(false);
  const [placed, setPlaced] = useState(false);
  const defaults: Partial<PaymentStepValues> = {
    ...(checkout.payment_method ? { payment_method: checkout.payment_method } : {}),
    ...(hydrated ? checkoutDrafts.read<PaymentStepValues>(checkout.cart.id, 'payment') : undefined),
  };
  return (
    <PaymentStep
      methods={offeredPaymentMethods(methods.data?.payment_methods ?? [], countrySite)}
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
          checkoutDrafts.clear(checkout.cart.id);
          // The API starts a new, empty cart once the order is placed.
          queryClient.setQueryData<CartQueryData>(cartQueryKey, (previous) =>
            previous ? { cart: { ...previous.cart, lines: [], item_count: 0 } } : previous,
          );
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          onOrderPlaced(result);
        } finally {
          inFlight.current = false;
        }
      }}
    />
  );
}
