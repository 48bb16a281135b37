import { checkoutStepName, checkoutStepNumber, hrefOf } from '@shop/domain';
import {
  CheckoutScreen,
  checkoutData,
} from '@shop/ui/features/screens/CheckoutScreen/CheckoutScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('checkout', {
  // The URL names the step (`?step=shipment`), as the checkout guards read it.
  props: ({ query }, customer) => ({
    step: checkoutStepNumber(query.step),
    paymentFailed: query.payment === 'failed',
    loggedIn: customer !== null,
  }),
  data: checkoutData,
  render: ({ step, paymentFailed }, { match, customer, origin, navigate }) => {
    const { countrySite } = match;
    const checkoutHref = hrefOf(countrySite, 'checkout');
    return (
      <CheckoutScreen
        step={step}
        onStepChange={(step) => navigate(`${checkoutHref}?step=${checkoutStepName(step)}`)}
        onOrderPlaced={({ order, payment }) => {
          // Online payments continue on the payment provider's page, which sends the customer back.
          if (payment.redirect_url) window.location.assign(payment.redirect_url);
          else navigate(hrefOf(countrySite, 'orderCompleted', {}, { public_id: order.public_id }));
        }}
        returnUrl={new URL(hrefOf(countrySite, 'orderCompleted'), origin).href}
        paymentFailed={paymentFailed}
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
});
