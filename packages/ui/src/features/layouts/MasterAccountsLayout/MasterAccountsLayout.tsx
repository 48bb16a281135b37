import type { ReactNode } from 'react';
import { MasterLayout } from '../MasterLayout/MasterLayout.tsx';
import type { MasterLayoutProps } from '../MasterLayout/masterLayoutTypes.ts';
import type { AccountPage, AccountPermissions } from '../shared/layoutTypes.ts';
import { AccountNavigation } from './AccountNavigation.tsx';
import * as styles from './MasterAccountsLayout.css.ts';

export interface MasterAccountsLayoutProps extends MasterLayoutProps {
  /** What the logged-in customer may see in the accounts area. */
  permissions: AccountPermissions;
  currentAccountPage: AccountPage;
  /** Whether the country site serves an account page (the foticos pages exist on es-es only). */
  isAccountPageOnSite?: (page: AccountPage) => boolean;
  children: ReactNode;
}

/** The accounts area: the master layout with the account navigation beside the page body. */
export function MasterAccountsLayout({
  permissions,
  currentAccountPage,
  isAccountPageOnSite,
  children,
  ...props
}: MasterAccountsLayoutProps) {
  return (
    <MasterLayout {...props}>
      <div className={styles.grid}>
        <AccountNavigation
          permissions={permissions}
          currentPage={currentAccountPage}
          pageHref={props.hrefs.accountPage}
          isPageOnSite={isAccountPageOnSite}
        />
        <div>{children}</div>
      </div>
    </MasterLayout>
  );
}
