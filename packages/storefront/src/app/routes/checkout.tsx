import { checkoutSteps, hrefOf, type RouteMatch } from '@shop/domain';
import { CheckoutScreen, type CheckoutStepNumber } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

/** The URL names the step (`?step=shipment`), as the checkout guards read it. */
function stepOf(match: RouteMatch): CheckoutStepNumber {
  const step = checkoutSteps.find((candidate) => candidate.name === match.query.step);
  return (step?.number ?? 1) as CheckoutStepNumber;
}

export const screen: ScreenEntry = {
  render: ({ match, customer, origin, navigate }) => {
    const { countrySite } = match;
    const checkoutHref = hrefOf(countrySite, 'checkout');
    return (
      <CheckoutScreen
        step={stepOf(match)}
        onStepChange={(step) =>
          navigate(`${checkoutHref}?step=${checkoutSteps[step - 1]?.name ?? 'contact'}`)
        }
        onOrderPlaced={({ order, payment }) => {
          // Online payments continue on the payment provider's page, which sends the customer back.
          if (payment.redirect_url) window.location.assign(payment.redirect_url);
          else navigate(hrefOf(countrySite, 'orderCompleted', {}, { public_id: order.public_id }));
        }}
        returnUrl={new URL(hrefOf(countrySite, 'orderCompleted'), origin).href}
        paymentFailed={match.query.payment === 'failed'}
        loginHref={
          customer ? undefined : hrefOf(countrySite, 'login', {}, { redirect: checkoutHref })
        }
        customer={customer}
        cartHref={hrefOf(countrySite, 'cart')}
        privacyHref={hrefOf(countrySite, 'page', { slug: 'privacy' })}
        termsHref={hrefOf(countrySite, 'page', { slug: 'terms' })}
      />
    );
  },
  prefetch: CheckoutScreen.prefetch,
};
