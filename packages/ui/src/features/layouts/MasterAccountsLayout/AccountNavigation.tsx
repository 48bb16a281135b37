import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import {
  foticosAccountPages,
  visibleAccountPages,
  type AccountPage,
  type AccountPermissions,
} from '../shared/layoutTypes.ts';
import * as styles from './MasterAccountsLayout.css.ts';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { ChevronDownIcon } from '../../../design-system/primitives/Icon/icons.ts';

export interface AccountNavigationProps {
  permissions: AccountPermissions;
  currentPage: AccountPage;
  pageHref: (page: AccountPage) => string;
  /** Whether the country site serves a page; pages it does not serve are not linked. */
  isPageOnSite?: (page: AccountPage) => boolean;
}

/**
 * The accounts area's own navigation: a side menu on wide screens, a menu behind a button that
 * names the current page on phones. The foticos pages appear, in their own group, only for
 * foticos accounts.
 */
export function AccountNavigation({
  permissions,
  currentPage,
  pageHref,
  isPageOnSite,
}: AccountNavigationProps) {
  const { t } = useTranslation('layout');
  const { t: tAccount } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const foticosHeadingId = useId();
  const pagesId = useId();
  const pages = visibleAccountPages(permissions, isPageOnSite);
  const isFoticosPage = (page: AccountPage) =>
    (foticosAccountPages as readonly AccountPage[]).includes(page);
  const customerPages = pages.filter((page) => !isFoticosPage(page));
  const foticosPages = pages.filter(isFoticosPage);

  const links = (list: AccountPage[]) =>
    list.map((page) => (
      <li key={page}>
        <RouterAnchor
          href={pageHref(page)}
          className={styles.link}
          aria-current={page === currentPage ? 'page' : undefined}
        >
          {t(`account.pages.${page}`)}
        </RouterAnchor>
      </li>
    ));

  return (
    <nav aria-label={t('account.navigation')} className={styles.aside}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={pagesId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.toggleText}>
          <span className={styles.toggleLabel}>{tAccount('navigation.menu')}</span>
          <span>{t(`account.pages.${currentPage}`)}</span>
        </span>
        <Icon icon={ChevronDownIcon} size="medium" disclosure />
      </button>
      <div id={pagesId} className={styles.pages} data-open={open || undefined}>
        <ul className={styles.list}>{links(customerPages)}</ul>
        {foticosPages.length > 0 ? (
          <div className={styles.group}>
            <h2 className={styles.heading} id={foticosHeadingId}>
              {t('account.foticos')}
            </h2>
            <ul className={styles.list} aria-labelledby={foticosHeadingId}>
              {links(foticosPages)}
            </ul>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
