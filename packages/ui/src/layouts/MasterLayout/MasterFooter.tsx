import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  translationKey,
  vocabularyNamespace,
  type Carrier,
  type PaymentMethod,
} from '@shop/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import * as layout from '../shared/layout.css.ts';
import { Copyright } from '../shared/LayoutParts.tsx';
import * as styles from './MasterLayout.css.ts';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';

/** Trade names shown as they are; only the generic methods have translated labels. */
const paymentMethodNames: Record<PaymentMethod, string | undefined> = {
  CARD: undefined,
  BANK_TRANSFER: undefined,
  BILLING_ACCOUNT: undefined,
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  PAYPAL: 'PayPal',
  SOFORT: 'Sofort',
  MOBILE_PAY: 'MobilePay',
  BIZUM: 'Bizum',
  MULTIBANCO: 'Multibanco',
  BLIK: 'BLIK',
  EPS: 'eps',
  SWISH: 'Swish',
  TWINT: 'TWINT',
  TRUSTLY: 'Trustly',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  KLARNA: 'Klarna',
  MB_WAY: 'MB WAY',
};

const carrierNames: Record<Carrier, string> = {
  CORREOS: 'Correos',
  MONDIAL_RELAY: 'Mondial Relay',
  DHL_PARCEL: 'DHL Parcel',
  GLS: 'GLS',
  CHRONOEXPRESS: 'Chronoexpress',
  UPS: 'UPS',
};

type MasterFooterProps = Pick<
  MasterLayoutProps,
  | 'brand'
  | 'footerLinks'
  | 'paymentMethods'
  | 'carriers'
  | 'onNewsletterSubscribe'
  | 'newsletterSubscribed'
  | 'copyrightYear'
>;

/** Link groups, newsletter sign-up, the country site's payment methods and carriers. */
export function MasterFooter({
  brand,
  footerLinks,
  paymentMethods,
  carriers,
  onNewsletterSubscribe,
  newsletterSubscribed = false,
  copyrightYear = new Date().getFullYear(),
}: MasterFooterProps) {
  const { t } = useTranslation('layout');
  const emailId = useId();
  const paymentsId = useId();
  const carriersId = useId();

  return (
    <footer className={styles.footer}>
      <div className={layout.inner}>
        <div className={styles.footerGrid}>
          <nav aria-label={t('footerNavigation')} className={styles.footerGrid}>
            {footerLinks.map((group) => (
              <div key={group.heading}>
                <h2 className={styles.footerHeading}>{group.heading}</h2>
                <ul className={styles.footerLinks}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <RouterAnchor href={link.href} className={styles.footerLink}>
                        {link.label}
                      </RouterAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div>
            <h2 className={styles.footerHeading}>{t('newsletter.heading')}</h2>
            <p className={styles.footerText}>{t('newsletter.intro')}</p>
            <form
              className={styles.newsletterForm}
              onSubmit={(event) => {
                event.preventDefault();
                const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
                if (email) onNewsletterSubscribe(email);
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
              />
              <Button type="submit" tone="neutral">
                {t('newsletter.subscribe')}
              </Button>
              <p className={styles.status} role="status">
                {newsletterSubscribed ? t('newsletter.subscribed') : null}
              </p>
            </form>
          </div>
          <div>
            <h2 className={styles.footerHeading} id={paymentsId}>
              {t('paymentMethods.heading')}
            </h2>
            <ul className={styles.chips} aria-labelledby={paymentsId}>
              {paymentMethods.map((method) => (
                <li key={method} className={styles.chip}>
                  {paymentMethodNames[method] ??
                    t(translationKey('paymentMethods', method), { ns: vocabularyNamespace })}
                </li>
              ))}
            </ul>
            <h2 className={`${styles.footerHeading} ${styles.footerHeadingSpaced}`} id={carriersId}>
              {t('carriers.heading')}
            </h2>
            <ul className={styles.chips} aria-labelledby={carriersId}>
              {carriers.map((carrier) => (
                <li key={carrier} className={styles.chip}>
                  {carrierNames[carrier]}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.footerBottom}>
          <Copyright brand={brand} year={copyrightYear} />
        </p>
      </div>
    </footer>
  );
}
