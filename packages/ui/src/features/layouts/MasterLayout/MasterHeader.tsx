import { useTranslation } from 'react-i18next';
import * as layout from '../shared/layout.css.ts';
import { HomeLogoLink } from '../shared/LayoutParts.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CartLink } from './CartLink.tsx';
import * as styles from './MasterLayout.css.ts';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { NavigationLinks } from './NavigationLinks.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SiteSwitchers } from './SiteSwitchers.tsx';

type MasterHeaderProps = Pick<
  MasterLayoutProps,
  | 'brand'
  | 'hrefs'
  | 'navigation'
  | 'cartCount'
  | 'account'
  | 'onLogOut'
  | 'onSearch'
  | 'searchQuery'
  | 'countrySites'
  | 'currentCountrySite'
  | 'onCountrySiteChange'
  | 'languageSwitch'
>;

/** Logo, navigation, search, cart, account and country site; on a phone the navigation moves into a drawer. */
export function MasterHeader(props: MasterHeaderProps) {
  const { brand, hrefs, navigation, cartCount, account, onLogOut, onSearch, searchQuery } = props;
  const { t } = useTranslation('layout');
  const switchers = {
    countrySites: props.countrySites,
    currentCountrySite: props.currentCountrySite,
    onCountrySiteChange: props.onCountrySiteChange,
    languageSwitch: props.languageSwitch,
  };

  return (
    <header className={layout.header}>
      <div className={layout.inner}>
        <div className={layout.headerRow}>
          <NavigationDrawer
            searchHref={hrefs.search}
            searchQuery={searchQuery}
            onSearch={onSearch}
            navigation={navigation}
            switchers={switchers}
          />
          <HomeLogoLink brand={brand} href={hrefs.home} />
          <div className={`${styles.wideOnly} ${styles.search}`}>
            <SearchForm action={hrefs.search} defaultQuery={searchQuery} onSearch={onSearch} />
          </div>
          <div className={styles.actions}>
            <span className={styles.wideOnly}>
              <SiteSwitchers {...switchers} stacked={false} />
            </span>
            <AccountMenu
              account={account}
              loginHref={hrefs.login}
              accountPageHref={hrefs.accountPage}
              onLogOut={onLogOut}
            />
            <CartLink href={hrefs.cart} count={cartCount} />
          </div>
        </div>
        <nav aria-label={t('primaryNavigation')} className={`${styles.wideOnly} ${styles.navRow}`}>
          <NavigationLinks items={navigation} />
        </nav>
      </div>
    </header>
  );
}
