import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../Popover/usePortalContainer.ts';
import type { PopoverSide } from '../Popover/Popover.tsx';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /**
   * A short extra hint, never the only way to get information: the trigger keeps its own
   * accessible name and anything essential is on the page. Read as the trigger's description.
   */
  content: ReactNode;
  /** A focusable element (a button or IconButton) with its own accessible name. */
  children: ReactElement;
  side?: PopoverSide;
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A hint shown on hover and on keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delay = 400,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const [marker, container] = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <span hidden ref={marker} />
        {container ? (
          <RadixTooltip.Portal container={container}>
            <RadixTooltip.Content
              className={styles.content}
              side={side}
              sideOffset={6}
              collisionPadding={8}
            >
              {content}
              <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        ) : null}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
