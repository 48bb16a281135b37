import { Hono } from 'hono';
import type { BrandConfig } from '../../brand.ts';
import { errorResponse } from '../api/http.ts';
import type { StorefrontEnv } from '../session/context.ts';
import { authKit, type AuthRoutesOptions } from './authKit.ts';
import { passwordReset } from './passwordReset.ts';
import { register } from './register.ts';
import { sessionEndpoints } from './sessionEndpoints.ts';
import { signIn } from './signIn.ts';
import { signOut } from './signOut.ts';

/**
 * The Auth.js protocol under `/api/auth` (spec section 7), with sessions in the storefront's sealed
 * cookie: GET /providers, /session, /csrf; POST /signin/{provider}, /callback/{provider}, /signout
 * (form-encoded; CSRF token bound to the session; `json=true` answers `{ url }`, otherwise 302),
 * and the shop's own POST /password-reset and /register.
 */
export function authRoutes(brandConfig: BrandConfig, options: AuthRoutesOptions) {
  const kit = authKit(brandConfig, options);
  const routes = new Hono<StorefrontEnv>();
  routes.route('/', sessionEndpoints(kit));
  const signInHandler = signIn(kit);
  routes.post('/signin/:provider', kit.form, signInHandler);
  routes.post('/callback/:provider', kit.form, signInHandler);
  routes.post('/signout', kit.form, signOut(kit));
  routes.post('/password-reset', kit.form, passwordReset(kit));
  routes.post('/register', kit.form, register(kit));
  routes.all('*', (c) => errorResponse(c, 400, 'UnknownAction'));
  return routes;
}
