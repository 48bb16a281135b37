import {
  cloneElement,
  createContext,
  use,
  useEffect,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemand, useOnDemand } from '../../provider/onDemand.ts';
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

/**
 * The dialog's Radix part (focus trap, scroll lock, dismissable layer, portal) loads the first
 * time a dialog is about to open: on intent (pointer over or focus of the trigger), on the click,
 * or when it is opened from outside. Until then the trigger is drawn without it.
 */
const modalDialogPart = onDemand(() => import('./ModalDialog.tsx'));

/** Closes the surrounding dialog (for `DialogClose`). */
const CloseDialogContext = createContext<(() => void) | null>(null);

type TriggerProps = {
  ref?: unknown;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
};

/** A modal dialog: traps focus, closes with Escape, the close button or a click outside. */
export function Dialog({
  trigger,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  ...content
}: DialogProps) {
  const [part, load] = useOnDemand(modalDialogPart);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const preload = () => void load().catch(() => undefined);
  // Opened before its part arrived (from outside, or open from the start): it shows once loaded.
  useEffect(() => {
    if (open && !part) void load().catch(() => undefined);
  }, [open, part, load]);

  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  return (
    <CloseDialogContext value={() => setOpen(false)}>
      {trigger
        ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
            ref: setTriggerElement,
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            onPointerEnter: (event: unknown) => {
              triggerProps.onPointerEnter?.(event);
              preload();
            },
            onFocus: (event: unknown) => {
              triggerProps.onFocus?.(event);
              preload();
            },
            onClick: (event: MouseEvent<HTMLElement>) => {
              triggerProps.onClick?.(event);
              if (event.defaultPrevented) return;
              void load().then(
                () => setOpen(true),
                () => undefined,
              );
            },
          })
        : null}
      {part ? (
        <part.ModalDialog
          {...content}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={triggerElement}
        />
      ) : null}
    </CloseDialogContext>
  );
}

/** Makes its child (a Button) close the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = use(CloseDialogContext);
  const { onClick } = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
