import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { DialogPanel } from '../Dialog/DialogPanel.tsx';
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
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <DialogPanel
        className={styles.content({ side })}
        bodyClassName={styles.body}
        title={title}
        description={description}
        closeLabel={closeLabel ?? labels.closeDrawer}
        returnFocus={returnFocusTo ? () => returnFocusTo.current?.focus() : undefined}
        side={side}
        footer={footer}
      >
        {children}
      </DialogPanel>
    </RadixDialog.Root>
  );
}
