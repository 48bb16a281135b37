import type { Checkout, CheckoutStepName } from '@shop/domain';
import { useCallback, useState } from 'react';
import { checkoutDrafts } from '../../data/checkoutQueries.ts';

/**
 * A step's draft of what the customer typed and has not sent yet, kept per cart in sessionStorage:
 * `draft` is what the step starts from (read once, and only after hydration, as the server cannot
 * see it), and `writeDraft` is the step's `onDraftChange`.
 */
export function useCheckoutDraft<Values extends object>(
  checkout: Pick<Checkout, 'cart'>,
  step: CheckoutStepName,
  hydrated: boolean,
): { draft: Partial<Values> | undefined; writeDraft: (values: object) => void } {
  const cartId = checkout.cart.id;
  const [draft] = useState(() =>
    hydrated ? checkoutDrafts.read<Values>(cartId, step) : undefined,
  );
  const writeDraft = useCallback(
    (values: object) => checkoutDrafts.write(cartId, step, values),
    [cartId, step],
  );
  return { draft, writeDraft };
}
