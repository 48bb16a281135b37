import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLSpanElement>;
}

/** Text for screen readers only (e.g. "opens in a new tab"); it takes no space on screen. */
export function VisuallyHidden({ ref, children, id }: VisuallyHiddenProps) {
  return (
    <RadixVisuallyHidden.Root ref={ref} id={id}>
      {children}
    </RadixVisuallyHidden.Root>
  );
}
VisuallyHidden.displayName = 'VisuallyHidden';
