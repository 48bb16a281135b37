import { siteDates, hrefOf, type Order, type Tracking } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { useReorder } from '../../data/orderQueries.ts';
import { OrderStatusBadge } from '../../fragments/OrderStatusBadge/OrderStatusBadge.tsx';
import { PaymentInstructions } from '../../fragments/PaymentInstructions/PaymentInstructions.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';

/**
 * The top of an order's page: its number, state and date, what the customer still has to do for
 * it, and what can be done with it (order it again, its invoice, its tracking page).
 */
export function OrderHeader({ order: data, tracking }: { order: Order; tracking?: Tracking }) {
  const { t } = useTranslation('orders');
  const { t: tTracking } = useTranslation('tracking');
  const { t: tShop } = useTranslation('shop');
  const countrySite = useCountrySite();
  const reorder = useReorder(useApiClient());
  const toast = useToast();
  const dates = siteDates(countrySite);
  const pendingActions =
    tracking?.user_required_actions.filter((action) => action.status === 'PENDING') ?? [];
  return (
    <>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('detail.title', { number: data.number })}
        </Heading>
        <Inline space="small" alignY="center">
          <OrderStatusBadge statusCode={data.status_code} />
          <Text tone="muted">{t('detail.placedOn', { date: dates.longDay(data.created_at) })}</Text>
        </Inline>
      </Stack>
      {pendingActions.map((action) => (
        <Alert
          key={action.public_id}
          tone="caution"
          title={t('detail.actionsTitle')}
          action={
            <Link
              href={hrefOf(countrySite, 'userRequiredAction', {
                public_id: data.public_id,
                user_required_action_public_id: action.public_id,
              })}
            >
              {tTracking(`actions.${action.type}.cta`)}
            </Link>
          }
        >
          {tTracking(`actions.${action.type}.summary`)}
        </Alert>
      ))}
      {tracking?.payment_instructions ? (
        <PaymentInstructions instructions={tracking.payment_instructions} site={countrySite} />
      ) : null}
      <Inline space="medium" alignY="center">
        <Button
          variant="solid"
          loading={reorder.isPending}
          onClick={() =>
            reorder.mutate(data.lines, {
              // The order stays on screen: a notification says so and leads to the cart.
              onSuccess: () =>
                toast.show({
                  tone: 'positive',
                  title: t('detail.reordered'),
                  action: {
                    label: t('detail.toCart'),
                    altText: tShop('toasts.cartInHeader'),
                    href: hrefOf(countrySite, 'cart'),
                  },
                }),
            })
          }
        >
          {t('detail.reorder')}
        </Button>
        {data.invoice_url ? (
          <Link href={data.invoice_url} newTab>
            {t('detail.invoice')}
          </Link>
        ) : null}
        <Link href={hrefOf(countrySite, 'trackingOrder', { public_id: data.public_id })}>
          {t('detail.trackingPage')}
        </Link>
      </Inline>
      {reorder.isError ? <Alert tone="critical">{t('detail.reorderFailed')}</Alert> : null}
    </>
  );
}
