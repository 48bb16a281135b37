import type { OrderStatusCode } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import type { BadgeTone } from '../../../design-system/primitives/Badge/badgeVariants.ts';

/** How each order status looks: problems critical, waits caution, the end of the road positive. */
const orderStatusTones = {
  0: 'info',
  1: 'info',
  2: 'critical',
  4: 'caution',
  8: 'info',
  9: 'brand',
  10: 'neutral',
  13: 'info',
  14: 'brand',
  15: 'positive',
  16: 'critical',
  17: 'critical',
  200: 'info',
  201: 'info',
  202: 'positive',
} as const satisfies Record<OrderStatusCode, BadgeTone>;

export interface OrderStatusBadgeProps {
  statusCode: OrderStatusCode;
}

/** An order's status in the customer's words (the `account` namespace's `orderStatus.*`). */
export function OrderStatusBadge({ statusCode }: OrderStatusBadgeProps) {
  const { t } = useTranslation('account');
  return <Badge tone={orderStatusTones[statusCode]}>{t(`orderStatus.${statusCode}`)}</Badge>;
}
