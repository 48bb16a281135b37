import { hrefOf, isEmail } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import * as styles from './MasterLayout.css.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

type Problem = { email?: boolean; consent?: boolean };

/**
 * The e-mail and the consent of the footer's form, checked by the spec's rules; the first field
 * in error takes the focus.
 */
function checkSubscription(form: HTMLFormElement): { email: string; problem: Problem } {
  const data = new FormData(form);
  const entry = data.get('email');
  const email = typeof entry === 'string' ? entry.trim() : '';
  const problem: Problem = {
    email: !isEmail(email),
    consent: data.get('accepts_privacy') === null,
  };
  if (problem.email || problem.consent)
    form
      .querySelector<HTMLInputElement>(
        problem.email ? 'input[name="email"]' : 'input[name="accepts_privacy"]',
      )
      ?.focus();
  return { email, problem };
}

/**
 * The footer's newsletter sign-up: the same endpoint, e-mail rule and consent as /newsletter,
 * answered in place (the page does not change) and announced to screen readers.
 */
export function FooterNewsletter({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('layout');
  const { t: tForms } = useTranslation('forms');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const emailId = useId();
  const emailErrorId = useId();
  const [problem, setProblem] = useState<Problem>({});
  const subscription = useMutation({
    mutationFn: (email: string) =>
      client.call('newsletter.subscribe', { email, accepts_privacy: true }),
  });

  if (subscription.isSuccess) {
    return (
      <p className={styles.status} role="status">
        {t(
          subscription.data.already_subscribed
            ? 'newsletter.alreadySubscribed'
            : 'newsletter.subscribed',
          { email: subscription.variables },
        )}
      </p>
    );
  }

  const failure = subscription.isError
    ? (() => {
        const reason = apiErrorText(subscription.error);
        return reason ? t('newsletter.failed', { reason }) : tForms('submitError');
      })()
    : null;

  return (
    <form
      className={styles.newsletterForm}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (subscription.isPending) return;
        const { email, problem: next } = checkSubscription(event.currentTarget);
        setProblem(next);
        if (!next.email && !next.consent) subscription.mutate(email);
      }}
    >
      <label htmlFor={emailId} className={styles.newsletterLabel}>
        {t('newsletter.email')}
      </label>
      <input
        id={emailId}
        className={styles.newsletterInput}
        type="email"
        name="email"
        autoComplete="email"
        required
        aria-invalid={problem.email || undefined}
        aria-describedby={problem.email ? emailErrorId : undefined}
      />
      <Button type="submit" tone="neutral" disabled={subscription.isPending}>
        {t('newsletter.subscribe')}
      </Button>
      {problem.email ? (
        <p id={emailErrorId} className={styles.status}>
          {tForms('errors.email')}
        </p>
      ) : null}
      <FooterConsent invalid={problem.consent === true} />
      <p className={styles.status} role="alert">
        {failure}
      </p>
    </form>
  );
}

/**
 * The privacy consent, as the shop's forms ask it, in the footer's own look: a native tick box on
 * the footer's colours, the policy's link in its text.
 */
function FooterConsent({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation('layout');
  const { t: tForms } = useTranslation('forms');
  const countrySite = useCountrySite();
  const errorId = useId();
  return (
    <>
      <label className={styles.newsletterConsent}>
        <input
          type="checkbox"
          name="accepts_privacy"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        <span>
          {t('newsletter.consent')} (
          <RouterAnchor
            href={hrefOf(countrySite, 'page', { slug: 'privacy' })}
            className={styles.footerLink}
          >
            {t('privacyPolicy', { ns: 'general' })}
          </RouterAnchor>
          )
        </span>
      </label>
      {invalid ? (
        <p id={errorId} className={styles.status}>
          {tForms('errors.accept')}
        </p>
      ) : null}
    </>
  );
}
