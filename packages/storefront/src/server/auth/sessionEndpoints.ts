import type { AuthProvider } from '@shop/domain';
import { Hono } from 'hono';
import type { StorefrontEnv } from '../session/context.ts';
import { credentialsProviderId, knownError, type AuthContext, type AuthKit } from './authKit.ts';

/** Auth.js's read-only endpoints: GET /providers, /session, /csrf, and its pages /signin, /error. */
export function sessionEndpoints(kit: AuthKit) {
  const routes = new Hono<StorefrontEnv>();

  routes.get('/providers', (c) => {
    const base = `${c.var.publicOrigin}${kit.options.basePath}`;
    const provider: AuthProvider = {
      id: credentialsProviderId,
      name: 'Credentials',
      type: 'credentials',
      signinUrl: `${base}/signin/${credentialsProviderId}`,
      callbackUrl: `${base}/callback/${credentialsProviderId}`,
    };
    return c.json({ [credentialsProviderId]: provider });
  });

  routes.get('/session', (c) => {
    const state = c.var.sessionState;
    const customer = c.var.session.customer;
    if (!state.isLoggedIn || !customer) return c.json(null);
    return c.json({
      user: {
        id: String(customer.id),
        name: `${customer.first_name} ${customer.last_name}`.trim(),
        email: customer.email,
      },
      customer,
      expires: new Date(state.createdAt + kit.options.sessionMaxAgeSeconds * 1000).toISOString(),
    });
  });

  routes.get('/csrf', (c) => c.json({ csrfToken: c.var.sessionState.csrfToken }));

  // Auth.js's own pages are the storefront's login page.
  const toLoginPage = (c: AuthContext) =>
    c.redirect(
      kit.loginPage(
        kit.callbackOf(c, c.req.query('callbackUrl')),
        knownError(c.req.query('error')),
      ),
      302,
    );
  routes.get('/signin', toLoginPage);
  routes.get('/error', toLoginPage);

  return routes;
}
