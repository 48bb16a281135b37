import { DropdownMenu } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { usePortalContainer } from '../../../design-system/primitives/Popover/usePortalContainer.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import type { AccountPage } from '../shared/layoutTypes.ts';
import * as styles from './MasterLayout.css.ts';
import { LogoutIcon } from '../../../design-system/primitives/Icon/icons.ts';

const menuPages = [
  'home',
  'orders',
  'designs',
  'profile',
] as const satisfies readonly AccountPage[];

/**
 * A customer's menu in the header (a Radix dropdown): the main account pages and log-out. Loaded
 * by `AccountMenu` when the customer reaches for it, with the same trigger it rendered until then.
 */
export function CustomerMenu({
  trigger,
  triggerRef,
  defaultOpen,
  accountPageHref,
  onLogOut,
}: {
  /** What the trigger shows (icon, greeting); the same as before the menu loaded. */
  trigger: ReactNode;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Opens at once: the customer asked for the menu before its code arrived. */
  defaultOpen: boolean;
  accountPageHref: (page: AccountPage) => string;
  onLogOut: () => void;
}) {
  const { t } = useTranslation('layout');
  const [marker, container] = usePortalContainer();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={styles.iconAction}>
        {trigger}
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
              <Icon icon={LogoutIcon} />
              {t('account.logOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      ) : null}
    </DropdownMenu.Root>
  );
}
