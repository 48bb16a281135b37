import type { Breakpoint } from '@shop/domain';
import type { ReactNode, Ref } from 'react';
import type { ResponsiveValue, Space } from '../../theme/sprinkles.css.ts';
import { InternalBox } from '../Box/Box.tsx';
import { listChildren } from '../Stack/listChildren.tsx';
import { list } from '../Stack/Stack.css.ts';
import type { InlineAlign, InlineAlignY, InlineElement } from './inlineVariants.ts';

export interface InlineProps {
  children: ReactNode;
  space?: ResponsiveValue<Space>;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Below this breakpoint the children stack vertically (e.g. buttons on a phone). */
  collapseBelow?: Exclude<Breakpoint, 'mobile'>;
  /** Let children wrap onto more lines when they do not fit (default true). */
  wrap?: boolean;
  as?: InlineElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignYItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;
const collapsedItems = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'stretch',
} as const;

/** Children side by side, wrapping when needed: actions, badges, meta data. */
export function Inline({
  ref,
  children,
  space = 'small',
  align = 'left',
  alignY = 'center',
  collapseBelow,
  wrap = true,
  as = 'div',
  ...rest
}: InlineProps) {
  const asList = as === 'ul' || as === 'ol';
  const layout = collapseBelow
    ? {
        flexDirection: { mobile: 'column', [collapseBelow]: 'row' } as const,
        alignItems: {
          mobile: collapsedItems[align],
          [collapseBelow]: alignYItems[alignY],
        } as const,
        justifyContent: { mobile: 'flex-start', [collapseBelow]: justify[align] } as const,
      }
    : {
        flexDirection: 'row' as const,
        alignItems: alignYItems[alignY],
        justifyContent: justify[align],
      };
  return (
    <InternalBox
      ref={ref}
      as={as}
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      className={asList ? list : undefined}
      {...layout}
      {...rest}
    >
      {listChildren(children, asList)}
    </InternalBox>
  );
}
Inline.displayName = 'Inline';
