import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import { keepEscapeForOpenList, type DialogProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import { useScrollableFocus } from './useScrollableFocus.ts';

export interface ModalDialogProps extends Omit<
  DialogProps,
  'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the dialog: focus returns to it on close. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The dialog itself, with Radix: loaded by `Dialog` when it is first about to open (see
 * Dialog.tsx), so a page with a closed dialog does not carry its focus trap, scroll lock and
 * dismissable layer.
 */
export function ModalDialog({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  returnFocusTo,
  size = 'medium',
  closeLabel,
}: ModalDialogProps) {
  const labels = useDesignSystemLabels();
  const [marker, container] = usePortalContainer();
  const [bodyRef, bodyTabIndex] = useScrollableFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <span hidden ref={marker} />
      {container ? (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.content({ size })}
            onEscapeKeyDown={keepEscapeForOpenList}
            onCloseAutoFocus={(event) => {
              if (!returnFocusTo) return;
              event.preventDefault();
              returnFocusTo.focus();
            }}
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
