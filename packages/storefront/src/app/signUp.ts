import { AuthError, hrefOf, type RouteMatch } from '@shop/domain';
import {
  GuestOrderEmailError,
  type SignUpRequest,
} from '@shop/ui/features/fragments/SignUpForm/SignUpForm.tsx';
import { browserAuthClient } from './authClient.ts';

/** The terms and conditions page (a CMS page) the sign-up links to. */
export const termsHref = (match: RouteMatch) =>
  hrefOf(match.countrySite, 'page', { slug: 'terms' });

/**
 * Creates the account through the storefront's `/api/auth/register`: the customer is mailed (the
 * owner of an e-mail that already had an account too) and the form says to check the mail. A
 * guest order of another e-mail (422 naming the e-mail) becomes the sign-up form's own error.
 * `callbackUrl` is a page of the country site, whose language the mail is in.
 */
export async function signUp(request: SignUpRequest, callbackUrl: string): Promise<void> {
  try {
    await browserAuthClient().signUp({
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
    if (
      error instanceof AuthError &&
      error.status === 422 &&
      request.guest_order_number &&
      error.fields.email
    )
      throw new GuestOrderEmailError();
    throw error;
  }
}
