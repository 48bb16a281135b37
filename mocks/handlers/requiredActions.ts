import type { HttpHandler } from 'msw';
import type { CustomerFixture } from '../fixtures/customers.ts';
import type { OrderFixture } from '../fixtures/orders.ts';
import { invalid, MockApiError, mockErrorCodes, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { findOrderByPublicId } from '../store/orders.ts';

const isOwner = (order: OrderFixture, customer: CustomerFixture | null) =>
  customer !== null && order.customer_id === customer.id;

function actionOf(publicId: string, actionId: string) {
  const order = findOrderByPublicId(publicId);
  const action = order.user_required_actions.find((candidate) => candidate.public_id === actionId);
  if (!action) throw notFound(`Action ${actionId}`);
  return { order, action };
}

/**
 * What completing an order's action takes (the endpoint's `orderOwner` access): the order's
 * customer logged in, or the order's e-mail. A public id alone is no proof: it travels in links.
 * One answer for a missing and a wrong e-mail, so the call does not confirm either.
 */
function requireOwnership(
  order: OrderFixture,
  customer: CustomerFixture | null,
  email: string | undefined,
): void {
  if (isOwner(order, customer)) return;
  if (email !== undefined && email.toLowerCase() === order.email.toLowerCase()) return;
  throw new MockApiError(
    403,
    mockErrorCodes.forbidden,
    'Only the customer of this order may do this: log in or give the e-mail of the order',
    { email: 'The e-mail the order was placed with' },
  );
}

/** Actions a customer must take on an order (a refund's bank account), from its tracking page. */
export const requiredActionHandlers: HttpHandler[] = [
  route('tracking.getUserRequiredAction', ({ input, customer }) => {
    const { order, action } = actionOf(input.public_id, input.action_public_id);
    return { action, owner_signed_in: isOwner(order, customer) };
  }),

  route('tracking.completeUserRequiredAction', ({ input, customer }) => {
    const { order, action } = actionOf(input.public_id, input.action_public_id);
    requireOwnership(order, customer, input.email);
    if (action.status === 'DONE')
      throw invalid('This action is already done', { action_public_id: 'Already done' });
    action.status = 'DONE';
    return { action };
  }),
];
