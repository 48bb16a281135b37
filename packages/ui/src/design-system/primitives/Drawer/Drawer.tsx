import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { keepEscapeForOpenList } from '../Dialog/Dialog.tsx';
import { useScrollableFocus } from '../Dialog/useScrollableFocus.ts';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import * as styles from './Drawer.css.ts';
import type { DrawerSide } from './drawerVariants.ts';

export interface DrawerProps {
  /** Required: names the panel (e.g. "Menu") and shows as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the drawer (the menu button); focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Without a `trigger`: the button that opens the drawer, rendered by the caller (with
   * `aria-expanded` and `aria-haspopup="dialog"`); focus returns to it on close.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  footer?: ReactNode;
  side?: DrawerSide;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the close button; "Close panel" in the page's language by default. */
  closeLabel?: string;
}

/**
 * A side sheet on a modal Radix Dialog: mobile navigation from the left, filters or the cart from
 * the right, short choices from the bottom. Traps focus; Escape, the close button or the backdrop close it.
 */
export function Drawer({
  title,
  description,
  trigger,
  returnFocusTo,
  children,
  footer,
  side = 'right',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
}: DrawerProps) {
  const labels = useDesignSystemLabels();
  const [marker, container] = usePortalContainer();
  const [bodyRef, bodyTabIndex] = useScrollableFocus();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <span hidden ref={marker} />
      {container ? (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={dialogStyles.overlay} />
          <RadixDialog.Content
            className={styles.content({ side })}
            onEscapeKeyDown={keepEscapeForOpenList}
            onCloseAutoFocus={
              returnFocusTo &&
              ((event) => {
                event.preventDefault();
                returnFocusTo.current?.focus();
              })
            }
            data-side={side}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={dialogStyles.header}>
              <div>
                <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={dialogStyles.description}>
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close
                className={dialogStyles.close}
                aria-label={closeLabel ?? labels.closeDrawer}
              >
                <X size={20} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            {children ? (
              <div ref={bodyRef} tabIndex={bodyTabIndex} className={styles.body}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={dialogStyles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </RadixDialog.Root>
  );
}
