import type { Tracking } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { orderQuery, recentOrdersQuery } from '../../data/orderQueries.ts';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { OrderSummary } from '../../fragments/OrderSummary/OrderSummary.tsx';
import { PaymentInstructions } from '../../fragments/PaymentInstructions/PaymentInstructions.tsx';
import { SignUpForm, type SignUpFormProps } from '../../fragments/SignUpForm/SignUpForm.tsx';
import { NotFound } from '../NotFound.tsx';
import { button } from '../../../design-system/primitives/Button/Button.css.ts';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { RouterAnchor } from '../../layouts/shared/RouterAnchor.tsx';
import { CompletedOrderFacts } from './CompletedOrderFacts.tsx';
import { CompletedOrderNextSteps } from './CompletedOrderNextSteps.tsx';
import * as styles from './OrderCompletedScreen.css.ts';

export interface OrderCompletedScreenProps {
  /** The order's public id (from the payment page's return URL, or from placing the order). */
  publicId: string;
  /** A guest bought: the page offers to create an account; a customer sees the order's lines and totals. */
  isGuest: boolean;
  /** The order's tracking page (/tracking/{public_id}). */
  trackingHref: string;
  /**
   * Creates a guest's account, which takes the order over (by its number and the e-mail it was
   * placed with); see SignUpForm.
   */
  onSignUp: SignUpFormProps['onSignUp'];
  /** The terms and conditions page the sign-up links to. */
  termsHref: string;
}

/**
 * What the order-completed page reads: the order's tracking and, for a customer, the order's lines
 * and totals (orders.get takes its id, which the payment page's return URL does not carry: the
 * order just placed is among their latest ones).
 */
export const orderCompletedData = screenData(
  (
    { publicId, isGuest }: Pick<OrderCompletedScreenProps, 'publicId' | 'isGuest'>,
    { client, countrySite, cached },
  ) => {
    const recentOrders = recentOrdersQuery(client, countrySite.brand);
    const orderId = cached(recentOrders.queryKey)?.orders.find(
      (order) => order.public_id === publicId,
    )?.id;
    return {
      tracking: trackingQueries.tracking(client, countrySite.brand, publicId),
      recentOrders: isGuest ? undefined : recentOrders,
      order: orderId === undefined ? undefined : orderQuery(client, countrySite.brand, orderId),
    };
  },
);

/**
 * The order-completed page body: order number, summary, what happens next, tracking and, for
 * guests, the sign-up that keeps this order in the new account. Only an order that exists is
 * thanked for: an unknown public id is the not-found page, a failed read the error with a retry.
 */
export function OrderCompletedScreen(props: OrderCompletedScreenProps) {
  const { t } = useTranslation('checkout');
  const countrySite = useCountrySite();
  const { publicId, isGuest } = props;
  const { tracking, order } = useScreenData(orderCompletedData, { publicId, isGuest });
  if (tracking.isError && isNotFoundError(tracking.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={styles.page}>
      <AsyncState
        read={tracking}
        loading={{ shape: 'list', count: 2, heading: true, space: 'large' }}
        showLoadingText
        texts={{ loading: t('loading'), error: t('completed.loadError') }}
      >
        {({ tracking: data }) => <CompletedOrder {...props} tracking={data} order={order} />}
      </AsyncState>
    </div>
  );
}

type CompletedOrderProps = OrderCompletedScreenProps & {
  tracking: Tracking;
  order: ScreenResults<ReturnType<typeof orderCompletedData>>['order'];
};

function CompletedOrder({
  isGuest,
  trackingHref,
  onSignUp,
  termsHref,
  tracking,
  order,
}: CompletedOrderProps) {
  const { t } = useTranslation('checkout');
  const countrySite = useCountrySite();
  return (
    <>
      <Heading level={1} size="xlarge" id="order-completed-title">
        {t('completed.title')}
      </Heading>
      <Text size="large">
        {t('completed.number')}: <span className={styles.orderNumber}>{tracking.order_number}</span>
      </Text>
      <Text>{t('completed.emailSent')}</Text>
      {tracking.payment_instructions ? (
        <PaymentInstructions instructions={tracking.payment_instructions} site={countrySite} />
      ) : null}
      <div className={styles.layout}>
        <CompletedOrderFacts tracking={tracking} />
        <CompletedOrderNextSteps />
      </div>
      {order.isSuccess ? (
        <OrderSummary
          lines={order.data.order.lines}
          totals={order.data.order.totals}
          site={countrySite}
        />
      ) : null}
      <div>
        <RouterAnchor
          href={trackingHref}
          className={button({ tone: 'brand', variant: 'solid', size: 'large' })}
        >
          {t('completed.track')}
        </RouterAnchor>
      </div>
      {isGuest ? (
        <div className={styles.panel}>
          <SignUpForm
            id="order-completed-account"
            onSignUp={onSignUp}
            termsHref={termsHref}
            guestOrderNumber={tracking.order_number}
          />
        </div>
      ) : null}
    </>
  );
}
