import { trackingParams, userRequiredActionParams } from '../validation/routeParameters.ts';
import { accountNamespaces, route, type RouteDefinition } from './routeDefinition.ts';

const orderNamespaces = ['cart', 'checkout', 'catalogue', 'account', 'content'] as const;

/** The way to an order and after it: cart, login, checkout, the order's completion and its tracking. */
export const checkoutRoutes = {
  cart: route({
    name: 'cart',
    pattern: '/cart',
    namespaces: orderNamespaces,
    searchEngines: 'disallow',
  }),
  checkout: route({
    name: 'checkout',
    pattern: '/checkout',
    layout: 'light',
    namespaces: orderNamespaces,
    searchEngines: 'disallow',
    guards: [
      'allow-login-or-guest-checkout',
      'redirect-empty-cart',
      'redirect-empty-customer',
      'allow-customer-make-orders',
    ],
  }),
  // The cart-aware redirect runs first so a logged-in customer with a cart goes to the checkout, not home.
  login: {
    ...route({
      name: 'login',
      pattern: '/login',
      auth: 'forbidden',
      namespaces: ['account'],
      searchEngines: 'disallow',
    }),
    guards: ['login-redirection-by-cart', 'authentication'],
  },
  passwordReset: route({
    name: 'passwordReset',
    pattern: '/login/password-reset',
    auth: 'forbidden',
    namespaces: ['account'],
    searchEngines: 'disallow',
  }),
  orderCompleted: route({
    name: 'orderCompleted',
    pattern: '/order-completed',
    namespaces: orderNamespaces,
    searchEngines: 'disallow',
  }),
  tracking: route({
    name: 'tracking',
    pattern: '/tracking',
    guards: ['tracking-redirect-if-logged'],
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
  trackingOrder: route({
    name: 'trackingOrder',
    pattern: '/tracking/:public_id',
    params: trackingParams,
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
  userRequiredAction: route({
    name: 'userRequiredAction',
    pattern: '/tracking/:public_id/user_required_actions/:user_required_action_public_id',
    params: userRequiredActionParams,
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
} as const satisfies Record<string, RouteDefinition>;
