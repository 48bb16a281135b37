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
 * The footer's newsletter sign-up: the same endpoint, e-mail rule and consent as /newsletter,
 * answered in place (the page does not change) and announced to screen readers.
 */
export function FooterNewsletter({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('layout');
  const { t: tForms } = useTranslation('forms');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const emailId = useId();
  const emailErrorId = useId();
  const consentErrorId = useId();
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
        const data = new FormData(event.currentTarget);
        const entry = data.get('email');
        const email = typeof entry === 'string' ? entry.trim() : '';
        const next: Problem = {
          email: !isEmail(email),
          consent: data.get('accepts_privacy') === null,
        };
        setProblem(next);
        if (next.email || next.consent) {
          const invalid = event.currentTarget.querySelector<HTMLInputElement>(
            next.email ? 'input[name="email"]' : 'input[name="accepts_privacy"]',
          );
          invalid?.focus();
          return;
        }
        subscription.mutate(email);
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
      <label className={styles.newsletterConsent}>
        <input
          type="checkbox"
          name="accepts_privacy"
          required
          aria-invalid={problem.consent || undefined}
          aria-describedby={problem.consent ? consentErrorId : undefined}
        />
        <span>
          {t('newsletter.consent')} (
          <RouterAnchor
            href={hrefOf(countrySite, 'page', { slug: 'privacy' })}
            className={styles.footerLink}
          >
            {t('newsletter.privacyLink')}
          </RouterAnchor>
          )
        </span>
      </label>
      {problem.consent ? (
        <p id={consentErrorId} className={styles.status}>
          {tForms('errors.accept')}
        </p>
      ) : null}
      <p className={styles.status} role="alert">
        {failure}
      </p>
    </form>
  );
}
