import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { usePortalContainer } from '../../primitives/Popover/usePortalContainer.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import type { AccountPage } from '../shared/layoutTypes.ts';
import * as styles from './MasterLayout.css.ts';
import type { HeaderAccount } from './masterLayoutTypes.ts';

const menuPages = [
  'home',
  'orders',
  'designs',
  'profile',
] as const satisfies readonly AccountPage[];

/** Log-in link for visitors; for customers a menu with their main account pages and log-out. */
export function AccountMenu({
  account,
  loginHref,
  accountPageHref,
  onLogOut,
}: {
  account: HeaderAccount | null;
  loginHref: string;
  accountPageHref: (page: AccountPage) => string;
  onLogOut: () => void;
}) {
  const { t } = useTranslation('layout');
  const [marker, container] = usePortalContainer();

  if (!account) {
    return (
      // Named also where only the icon shows (narrow headers): the same words as the wide label.
      <RouterAnchor href={loginHref} className={styles.iconAction} aria-label={t('account.logIn')}>
        <span className={styles.actionIcon}>
          <Icon name="account" />
        </span>
        <span className={styles.wideOnly}>{t('account.logIn')}</span>
      </RouterAnchor>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.iconAction}>
        <span className={styles.actionIcon}>
          <Icon name="account" />
        </span>
        <VisuallyHidden>{t('account.menu')}: </VisuallyHidden>
        <span className={styles.wideOnly}>
          {t('account.greeting', { name: account.firstName })}
        </span>
      </DropdownMenu.Trigger>
      <span hidden ref={marker} />
      {container ? (
        <DropdownMenu.Portal container={container}>
          <DropdownMenu.Content className={styles.menuContent} align="end" sideOffset={4}>
            {menuPages.map((page) => (
              <DropdownMenu.Item key={page} asChild className={styles.menuItem}>
                <RouterAnchor href={accountPageHref(page)}>
                  {t(`account.pages.${page}`)}
                </RouterAnchor>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item className={styles.menuItem} onSelect={onLogOut}>
              <Icon name="logout" />
              {t('account.logOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      ) : null}
    </DropdownMenu.Root>
  );
}
