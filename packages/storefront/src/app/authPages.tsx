import { AuthError, hrefOf, isInternalRedirect, type RouteMatch } from '@shop/domain';
import {
  ExpiredResetLinkError,
  PasswordResetScreen,
  type NewPasswordValues,
} from '@shop/ui/features/screens/PasswordResetScreen/PasswordResetScreen.tsx';
import {
  LoginScreen,
  WrongCredentialsError,
  type LoginCredentials,
} from '@shop/ui/features/screens/LoginScreen/LoginScreen.tsx';
import { browserAuthClient } from './authClient.ts';
import { signUp, termsHref } from './signUp.ts';

/** Where a successful login goes: the page that asked for it, else the account home. */
function afterLogin(match: RouteMatch): string {
  const redirect = match.query.redirect;
  return typeof redirect === 'string' && isInternalRedirect(redirect)
    ? redirect
    : hrefOf(match.countrySite, 'accountsHome');
}

export function LoginPage({ match }: { match: RouteMatch }) {
  const logIn = async (credentials: LoginCredentials) => {
    let answer;
    try {
      answer = await browserAuthClient().signIn('credentials', {
        callbackUrl: afterLogin(match),
        credentials,
      });
    } catch (error) {
      if (error instanceof AuthError && error.status === 401) throw new WrongCredentialsError();
      throw error;
    }
    if (answer.error) throw new WrongCredentialsError();
    // A full page load: the server renders the next page with the new session.
    window.location.assign(answer.url);
  };
  return (
    <LoginScreen
      onLogin={logIn}
      passwordResetHref={hrefOf(match.countrySite, 'passwordReset')}
      onSignUp={(request) => signUp(request, afterLogin(match))}
      termsHref={termsHref(match)}
    />
  );
}

export function PasswordResetPage({ match }: { match: RouteMatch }) {
  const token = match.query.token;
  // The new password signs the customer in: on to the account home, with a full page load.
  const setPassword = async (values: NewPasswordValues) => {
    let answer;
    try {
      answer = await browserAuthClient().resetPassword({
        ...values,
        callbackUrl: hrefOf(match.countrySite, 'accountsHome'),
      });
    } catch (error) {
      if (error instanceof AuthError && error.status === 400) throw new ExpiredResetLinkError();
      throw error;
    }
    window.location.assign(answer.url);
  };
  return (
    <PasswordResetScreen
      resetToken={typeof token === 'string' && token !== '' ? token : undefined}
      onSetPassword={setPassword}
      loginHref={hrefOf(match.countrySite, 'login')}
    />
  );
}
