import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import {
  foticosAccountPages,
  visibleAccountPages,
  type AccountPage,
  type AccountPermissions,
} from '../shared/layoutTypes.ts';
import * as styles from './MasterAccountsLayout.css.ts';

export interface AccountNavigationProps {
  permissions: AccountPermissions;
  currentPage: AccountPage;
  pageHref: (page: AccountPage) => string;
}

/** The accounts area's own navigation; the foticos pages appear, in their own group, only for foticos accounts. */
export function AccountNavigation({ permissions, currentPage, pageHref }: AccountNavigationProps) {
  const { t } = useTranslation('layout');
  const foticosHeadingId = useId();
  const pages = visibleAccountPages(permissions);
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
    </nav>
  );
}
