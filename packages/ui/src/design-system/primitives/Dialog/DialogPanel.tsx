import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import { keepEscapeForOpenList } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import { useScrollableFocus } from './useScrollableFocus.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CloseIcon } from '../Icon/icons.ts';

/**
 * What a modal dialog and a drawer share inside their Radix Dialog root: the backdrop and the
 * panel with its heading, close button, scrollable body and footer, in the page's portal
 * container (so themes apply). Escape first closes a list open inside it.
 */
export function DialogPanel({
  className,
  bodyClassName,
  title,
  description,
  closeLabel,
  returnFocus,
  side,
  children,
  footer,
}: {
  className: string;
  bodyClassName: string;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Puts the focus back where the caller wants it on close, instead of Radix's trigger. */
  returnFocus?: () => void;
  /** A drawer's side, for its slide-in animation. */
  side?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const [marker, container] = usePortalContainer();
  const [bodyRef, bodyTabIndex] = useScrollableFocus();
  return (
    <>
      <span hidden ref={marker} />
      {container ? (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={className}
            onEscapeKeyDown={keepEscapeForOpenList}
            onCloseAutoFocus={
              returnFocus &&
              ((event) => {
                event.preventDefault();
                returnFocus();
              })
            }
            data-side={side}
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
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <Icon icon={CloseIcon} size="medium" />
              </RadixDialog.Close>
            </div>
            {children ? (
              <div ref={bodyRef} tabIndex={bodyTabIndex} className={bodyClassName}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </>
  );
}
