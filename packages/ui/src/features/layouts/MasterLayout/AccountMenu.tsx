import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { onDemand, useOnDemand } from '../../../design-system/provider/onDemand.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import type { AccountPage } from '../shared/layoutTypes.ts';
import { CustomerMenuStandIn } from './CustomerMenuStandIn.tsx';
import * as styles from './MasterLayout.css.ts';
import type { HeaderAccount } from './masterLayoutTypes.ts';
import { AccountIcon } from '../../../design-system/primitives/Icon/icons.ts';

/** The customer's dropdown (Radix menu), loaded when the customer reaches for it. */
const customerMenuPart = onDemand(() => import('./CustomerMenu.tsx'));

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
  const [menu, loadMenu] = useOnDemand(customerMenuPart);
  const trigger = useRef<HTMLButtonElement>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  // The button had focus when the menu's code arrived: its replacement takes it over.
  const focused = useRef(false);
  const keepFocus = useCallback((button: HTMLButtonElement | null) => {
    trigger.current = button;
    // Runs as the button leaves the page, before it is removed (a removed button loses focus).
    return () => {
      focused.current = button?.ownerDocument.activeElement === button;
    };
  }, []);
  useLayoutEffect(() => {
    if (menu && focused.current) trigger.current?.focus();
  }, [menu]);

  if (!account) {
    return (
      // Named also where only the icon shows (narrow headers): the same words as the wide label.
      <RouterAnchor href={loginHref} className={styles.iconAction} aria-label={t('account.logIn')}>
        <span className={styles.actionIcon}>
          <Icon icon={AccountIcon} />
        </span>
        <span className={styles.wideOnly}>{t('account.logIn')}</span>
      </RouterAnchor>
    );
  }

  const triggerContent = (
    <>
      <span className={styles.actionIcon}>
        <Icon icon={AccountIcon} />
      </span>
      <VisuallyHidden>{t('account.menu')}: </VisuallyHidden>
      <span className={styles.wideOnly}>{t('account.greeting', { name: account.firstName })}</span>
    </>
  );

  if (menu) {
    return (
      <menu.CustomerMenu
        trigger={triggerContent}
        triggerRef={trigger}
        defaultOpen={openOnArrival}
        accountPageHref={accountPageHref}
        onLogOut={onLogOut}
      />
    );
  }

  const preload = () => void loadMenu().catch(() => undefined);
  const open = () => {
    setOpenOnArrival(true);
    preload();
  };
  // Until then the same button, as the menu's trigger renders it.
  return (
    <CustomerMenuStandIn buttonRef={keepFocus} onPreload={preload} onOpen={open}>
      {triggerContent}
    </CustomerMenuStandIn>
  );
}
