import type {
  Address,
  ApiResult,
  Checkout,
  CheckoutStepNumber,
  Customer,
  SessionCustomer,
} from '@shop/domain';

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
  /**
   * The logged-in customer: the checkout reads the account's profile and saved addresses to start
   * from; step 4 offers a billing account only when the account's is approved.
   */
  customer?:
    | (Pick<SessionCustomer, 'email' | 'customer_type' | 'first_name' | 'last_name'> & {
        permissions?: Pick<SessionCustomer['permissions'], 'billing_account'>;
      })
    | null;
  cartHref: string;
  privacyHref: string;
  termsHref: string;
}

/** What each step's body gets: the screen's props, the checkout as the API holds it, and whether drafts can be read. */
export interface StepBodyProps extends CheckoutScreenProps {
  checkout: Checkout;
  /** Drafts live in sessionStorage, which the server cannot read: they are applied after hydration. */
  hydrated: boolean;
  /** The logged-in customer's profile, when it could be read: contact details and privacy consent. */
  profile: Customer | undefined;
  /** The logged-in customer's saved addresses, default first; none for a guest. */
  savedAddresses: readonly Address[];
}
