import { useTranslation } from 'react-i18next';
import * as styles from './ConsentBanner.css.ts';

/**
 * What each kind of cookie is for, at a glance: the banner's first layer. Short pairs rather than
 * a paragraph keep the banner from covering the page on a phone (and from being the largest thing
 * a first visit paints); the settings say more about each one.
 */
export function ConsentPurposes() {
  const { t } = useTranslation('consent');
  return (
    <dl className={styles.purposes}>
      <dt>{t('necessary')}</dt>
      <dd>{t('alwaysOn')}</dd>
      <dt>{t('analytics')}</dt>
      <dd>{t('onlyWithConsent')}</dd>
      <dt>{t('ads')}</dt>
      <dd>{t('onlyWithConsent')}</dd>
    </dl>
  );
}
