import { brandById } from '@shop/brands';
import { calendarDateOf } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Logo } from '../../fragments/Logo/Logo.tsx';
import type { LogoSize } from '../../fragments/Logo/logoVariants.ts';
import type { Brand } from '../../../design-system/theme/brands.ts';
import * as styles from './layout.css.ts';
import { RouterAnchor } from './RouterAnchor.tsx';
import { mainContentId } from './layoutTypes.ts';

/** The first focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      className={styles.skipLink}
      href={`#${mainContentId}`}
      onClick={(event) => {
        // Focus the main landmark directly: a fragment link is resolved against <base> if a page has one.
        const main = event.currentTarget.ownerDocument.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}

/** The brand's logo as the link to the home page. */
export function HomeLogoLink({
  brand,
  href,
  size,
}: {
  brand: Brand;
  href: string;
  size?: LogoSize;
}) {
  const { t } = useTranslation('layout');
  return (
    <RouterAnchor
      href={href}
      className={styles.logoLink}
      aria-label={t('home', { brand: brandById(brand).displayName })}
    >
      <Logo brand={brand} size={size} decorative />
    </RouterAnchor>
  );
}

/**
 * The copyright line. This year is the country site's, not the browser's: on 31 December a
 * browser whose clock is already in the new year still shows the server's year.
 */
export function Copyright({ brand, year }: { brand: Brand; year?: number }) {
  const { t } = useTranslation('layout');
  const { timeZone } = useCountrySite();
  const shownYear = year ?? calendarDateOf(new Date(), timeZone).year;
  return <>{t('copyright', { brand: brandById(brand).displayName, year: shownYear })}</>;
}
