import { Popover as RadixPopover } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import * as styles from './Popover.css.ts';
import { usePortalContainer } from './usePortalContainer.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CloseIcon } from '../Icon/icons.ts';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];

export interface PopoverProps {
  /** The button that opens it; focus returns there on close. */
  trigger: ReactElement;
  /** Heading of the popover; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  side?: PopoverSide;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the close button; "Close" in the page's language by default. */
  closeLabel?: string;
}

/**
 * Non-modal content anchored to a button (delivery details, a size guide). Escape or a click
 * outside closes it; focus moves into it on open and back to the trigger on close.
 */
export function Popover({
  trigger,
  title,
  children,
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
}: PopoverProps) {
  const labels = useDesignSystemLabels();
  const [marker, container] = usePortalContainer();
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <span hidden ref={marker} />
      {container ? (
        <RadixPopover.Portal container={container}>
          <RadixPopover.Content
            className={styles.content}
            side={side}
            sideOffset={6}
            collisionPadding={8}
            aria-labelledby={titleId}
          >
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <RadixPopover.Close
                className={styles.close}
                aria-label={closeLabel ?? labels.closePopover}
              >
                <Icon icon={CloseIcon} size="control" />
              </RadixPopover.Close>
            </div>
            {children}
            <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
          </RadixPopover.Content>
        </RadixPopover.Portal>
      ) : null}
    </RadixPopover.Root>
  );
}
