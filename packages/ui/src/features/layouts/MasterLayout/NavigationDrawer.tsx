import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { MenuIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { onDemand, useOnDemand } from '../../../design-system/provider/onDemand.ts';
import type { NavigationItem } from '../shared/layoutTypes.ts';
import * as styles from './MasterLayout.css.ts';
import { NavigationLinks } from './NavigationLinks.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SiteSwitchers, type SiteSwitchersProps } from './SiteSwitchers.tsx';

/** The phone's navigation drawer (a modal Radix dialog), loaded when the visitor reaches for the menu. */
const drawerPart = onDemand(() => import('../../../design-system/primitives/Drawer/Drawer.tsx'));

/** On a phone: the menu button and its drawer with the search, the navigation and the switchers. */
export function NavigationDrawer({
  searchHref,
  searchQuery,
  onSearch,
  navigation,
  switchers,
}: {
  searchHref: string;
  searchQuery?: string;
  onSearch?: (query: string) => void;
  navigation: readonly NavigationItem[];
  switchers: SiteSwitchersProps;
}) {
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawer, loadDrawer] = useOnDemand(drawerPart);
  const menuButton = useRef<HTMLButtonElement>(null);
  const preloadDrawer = () => void loadDrawer().catch(() => undefined);
  return (
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
              action={searchHref}
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
              <NavigationLinks items={navigation} vertical onFollow={() => setMenuOpen(false)} />
            </nav>
            <SiteSwitchers {...switchers} stacked />
          </div>
        </drawer.Drawer>
      ) : null}
    </span>
  );
}
