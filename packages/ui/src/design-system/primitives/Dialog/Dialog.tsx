import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { useScrollableFocus } from './useScrollableFocus.ts';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import * as styles from './Dialog.css.ts';
import type { DialogSize } from './dialogVariants.ts';

export interface DialogProps {
  /** Required: names the dialog for screen readers and shows as its heading. */
  title: ReactNode;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  children?: ReactNode;
  /** Actions at the bottom (Cancel / Confirm). Wrap a button in `DialogClose` to make it close. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  /** Names the close button; "Close dialog" in the page's language by default. */
  closeLabel?: string;
}

/**
 * Escape first closes an open combobox list inside the dialog; only the next Escape closes the
 * dialog (Radix listens for Escape on the document before the combobox sees it).
 */
export function keepEscapeForOpenList(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}

/** A modal dialog: traps focus, closes with Escape, the close button or a click outside. */
export function Dialog({
  title,
  description,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = 'medium',
  closeLabel,
}: DialogProps) {
  const labels = useDesignSystemLabels();
  const [marker, container] = usePortalContainer();
  const [bodyRef, bodyTabIndex] = useScrollableFocus();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <span hidden ref={marker} />
      {container ? (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.content({ size })}
            onEscapeKeyDown={keepEscapeForOpenList}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <div>
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={styles.description}>
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close
                className={styles.close}
                aria-label={closeLabel ?? labels.closeDialog}
              >
                <X size={20} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            {children ? (
              <div ref={bodyRef} tabIndex={bodyTabIndex} className={styles.body}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </RadixDialog.Root>
  );
}

/** Makes its child (a Button) close the surrounding Dialog or Drawer. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
