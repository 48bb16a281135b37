import { displayNames } from '@shop/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { onDemand, useOnDemand } from '../../../design-system/provider/onDemand.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import * as layout from '../shared/layout.css.ts';
import { HomeLogoLink } from '../shared/LayoutParts.tsx';
import type { NavigationItem } from '../shared/layoutTypes.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CountrySiteSwitcher } from './CountrySiteSwitcher.tsx';
import * as styles from './MasterLayout.css.ts';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';
import { SearchForm } from './SearchForm.tsx';
import { CartIcon, MenuIcon } from '../../../design-system/primitives/Icon/icons.ts';

/** The phone's navigation drawer (a modal Radix dialog), loaded when the visitor reaches for the menu. */
const drawerPart = onDemand(() => import('../../../design-system/primitives/Drawer/Drawer.tsx'));

function NavigationLinks({
  items,
  vertical = false,
  onFollow,
}: {
  items: readonly NavigationItem[];
  vertical?: boolean;
  onFollow?: () => void;
}) {
  return (
    <ul className={`${styles.navList} ${vertical ? styles.navListVertical : ''}`}>
      {items.map((item) => (
        <li key={item.href}>
          <RouterAnchor
            href={item.href}
            className={styles.navLink}
            aria-current={item.current ? 'page' : undefined}
            onClick={onFollow}
          >
            {item.label}
          </RouterAnchor>
        </li>
      ))}
    </ul>
  );
}

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
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawer, loadDrawer] = useOnDemand(drawerPart);
  const menuButton = useRef<HTMLButtonElement>(null);

  const other = props.languageSwitch;
  // The other language named in itself ("Nederlands"), a full page load: the page renders in it.
  const otherName = other
    ? (displayNames(other.language, 'language').of(other.language) ?? other.language)
    : '';
  const switcher = (stacked: boolean) => (
    <>
      {other ? (
        <a
          href={other.href}
          hrefLang={other.language}
          lang={other.language}
          aria-label={t('countrySite.languageSwitch', { language: otherName })}
        >
          {otherName}
        </a>
      ) : null}
      <CountrySiteSwitcher
        sites={props.countrySites}
        current={props.currentCountrySite}
        onChange={props.onCountrySiteChange}
        stacked={stacked}
      />
    </>
  );

  const preloadDrawer = () => void loadDrawer().catch(() => undefined);

  return (
    <header className={layout.header}>
      <div className={layout.inner}>
        <div className={layout.headerRow}>
          <span className={styles.narrowOnly}>
            <button
              ref={menuButton}
              type="button"
              className={styles.iconAction}
              aria-label={t('openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              // The drawer's code loads on intent (pointer over, focus), so it is there by the click.
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() =>
                void loadDrawer().then(
                  () => setMenuOpen(true),
                  () => undefined,
                )
              }
            >
              <span className={styles.actionIcon}>
                <Icon icon={MenuIcon} />
              </span>
            </button>
            {drawer ? (
              <drawer.Drawer
                side="left"
                title={t('menuTitle')}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                returnFocusTo={menuButton}
              >
                <div className={styles.drawerBody}>
                  <SearchForm
                    action={hrefs.search}
                    defaultQuery={searchQuery}
                    stacked
                    onSearch={
                      onSearch &&
                      ((query) => {
                        setMenuOpen(false);
                        onSearch(query);
                      })
                    }
                  />
                  <nav aria-label={t('primaryNavigation')}>
                    <NavigationLinks
                      items={navigation}
                      vertical
                      onFollow={() => setMenuOpen(false)}
                    />
                  </nav>
                  {switcher(true)}
                </div>
              </drawer.Drawer>
            ) : null}
          </span>
          <HomeLogoLink brand={brand} href={hrefs.home} />
          <div className={`${styles.wideOnly} ${styles.search}`}>
            <SearchForm action={hrefs.search} defaultQuery={searchQuery} onSearch={onSearch} />
          </div>
          <div className={styles.actions}>
            <span className={styles.wideOnly}>{switcher(false)}</span>
            <AccountMenu
              account={account}
              loginHref={hrefs.login}
              accountPageHref={hrefs.accountPage}
              onLogOut={onLogOut}
            />
            <RouterAnchor
              href={hrefs.cart}
              className={styles.iconAction}
              aria-label={t('cart', { count: cartCount })}
            >
              <span className={styles.actionIcon}>
                <Icon icon={CartIcon} />
              </span>
              {cartCount > 0 ? (
                <span className={styles.cartCount} aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </RouterAnchor>
          </div>
        </div>
        <nav aria-label={t('primaryNavigation')} className={`${styles.wideOnly} ${styles.navRow}`}>
          <NavigationLinks items={navigation} />
        </nav>
      </div>
    </header>
  );
}
