import { Dialog as RadixDialog } from 'radix-ui';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import type { DialogProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import { DialogPanel } from './DialogPanel.tsx';

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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        className={styles.content({ size })}
        bodyClassName={styles.body}
        title={title}
        description={description}
        closeLabel={closeLabel ?? labels.closeDialog}
        returnFocus={returnFocusTo ? () => returnFocusTo.focus() : undefined}
        footer={footer}
      >
        {children}
      </DialogPanel>
    </RadixDialog.Root>
  );
}
