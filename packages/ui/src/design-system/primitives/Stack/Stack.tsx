import type { ReactNode, Ref } from 'react';
import type { ResponsiveValue, Space } from '../../theme/sprinkles.css.ts';
import { InternalBox } from '../Box/Box.tsx';
import { listChildren } from './listChildren.tsx';
import { list } from './Stack.css.ts';
import type { StackAlign, StackElement } from './stackVariants.ts';

export interface StackProps {
  children: ReactNode;
  /** Space between children, per breakpoint if needed. */
  space?: ResponsiveValue<Space>;
  align?: StackAlign;
  as?: StackElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

const alignItems = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const;

/** Children one below the other with even space between them. */
export function Stack({
  ref,
  children,
  space = 'medium',
  align = 'stretch',
  as = 'div',
  ...rest
}: StackProps) {
  const asList = as === 'ul' || as === 'ol';
  return (
    <InternalBox
      ref={ref}
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      className={asList ? list : undefined}
      {...rest}
    >
      {listChildren(children, asList)}
    </InternalBox>
  );
}
Stack.displayName = 'Stack';
