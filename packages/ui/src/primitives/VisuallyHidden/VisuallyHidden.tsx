import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import { forwardRef, type ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only (e.g. "opens in a new tab"); it takes no space on screen. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ children, id }, ref) {
    return (
      <RadixVisuallyHidden.Root ref={ref} id={id}>
        {children}
      </RadixVisuallyHidden.Root>
    );
  },
);
VisuallyHidden.displayName = 'VisuallyHidden';
