import { AuthError, hrefOf, type RouteMatch } from '@shop/domain';
import {
  EmailTakenError,
  GuestOrderEmailError,
  type SignUpRequest,
} from '@shop/ui/features/fragments/SignUpForm/SignUpForm.tsx';
import { browserAuthClient } from './authClient.ts';

/** The terms and conditions page (a CMS page) the sign-up links to. */
export const termsHref = (match: RouteMatch) =>
  hrefOf(match.countrySite, 'page', { slug: 'terms' });

/**
 * Creates the account through the storefront's `/api/auth/register` (it logs the new customer in)
 * and goes on to `callbackUrl` with a full page load, as a login does. A used e-mail (409) and a
 * guest order of another e-mail (422 naming the e-mail) become the sign-up form's own errors.
 */
export async function signUp(request: SignUpRequest, callbackUrl: string): Promise<void> {
  let answer;
  try {
    answer = await browserAuthClient().signUp({
      email: request.email,
      password: request.password,
      firstName: request.first_name,
      lastName: request.last_name,
      newsletter: request.newsletter,
      acceptsTerms: request.accepts_terms,
      ...(request.guest_order_number ? { guestOrderNumber: request.guest_order_number } : {}),
      callbackUrl,
    });
  } catch (error) {
    if (error instanceof AuthError && error.status === 409) throw new EmailTakenError();
    if (
      error instanceof AuthError &&
      error.status === 422 &&
      request.guest_order_number &&
      error.fields.email
    )
      throw new GuestOrderEmailError();
    throw error;
  }
  window.location.assign(answer.url);
}
