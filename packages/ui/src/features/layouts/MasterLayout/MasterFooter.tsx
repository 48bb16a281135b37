import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { carrierNames } from '@shop/domain';
import { usePaymentMethodName } from '../../i18n/useVocabularyLabel.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import * as layout from '../shared/layout.css.ts';
import { Copyright } from '../shared/LayoutParts.tsx';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import * as styles from './MasterLayout.css.ts';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';

type MasterFooterProps = Pick<
  MasterLayoutProps,
  'brand' | 'footerLinks' | 'paymentMethods' | 'carriers' | 'copyrightYear'
>;

/** Link groups, newsletter sign-up, the country site's payment methods and carriers. */
export function MasterFooter({
  brand,
  footerLinks,
  paymentMethods,
  carriers,
  copyrightYear,
}: MasterFooterProps) {
  const { t } = useTranslation('layout');
  const paymentMethodName = usePaymentMethodName();
  const paymentsId = useId();
  const carriersId = useId();
  const newsletterId = useId();
  const newsletterIntroId = useId();

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
            <h2 className={styles.footerHeading} id={newsletterId}>
              {t('newsletter.heading')}
            </h2>
            <p className={styles.footerText} id={newsletterIntroId}>
              {t('newsletter.intro')}
            </p>
            {/* Named by heading and intro, it stays distinct from the /newsletter page's own form. */}
            <FooterNewsletter labelledBy={`${newsletterId} ${newsletterIntroId}`} />
          </div>
          <div>
            <h2 className={styles.footerHeading} id={paymentsId}>
              {t('paymentMethods.heading')}
            </h2>
            <ul className={styles.chips} aria-labelledby={paymentsId}>
              {paymentMethods.map((method) => (
                <li key={method} className={styles.chip}>
                  {paymentMethodName(method)}
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
