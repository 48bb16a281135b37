import type { ReactNode, Ref } from 'react';
import type { ResponsiveValue, Space } from '../../theme/sprinkles.css.ts';
import { InternalBox } from '../Box/Box.tsx';
import { listChildren } from '../Stack/listChildren.tsx';
import { list } from '../Stack/Stack.css.ts';
import type { ColumnCount, ColumnsAlignY, ColumnsElement } from './columnsVariants.ts';

export interface ColumnsProps {
  children: ReactNode;
  /** Equal columns per breakpoint, e.g. `{ mobile: 1, tablet: 2, desktop: 4 }` for a product grid. */
  columns: ResponsiveValue<ColumnCount>;
  space?: ResponsiveValue<Space>;
  alignY?: ColumnsAlignY;
  as?: ColumnsElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const;

/** A responsive grid of equal columns; children flow into rows. */
export function Columns({
  ref,
  children,
  columns,
  space = 'medium',
  alignY = 'stretch',
  as = 'div',
  ...rest
}: ColumnsProps) {
  const asList = as === 'ul' || as === 'ol';
  return (
    <InternalBox
      ref={ref}
      as={as}
      display="grid"
      gridTemplateColumns={columns}
      gap={space}
      alignItems={alignItems[alignY]}
      className={asList ? list : undefined}
      {...rest}
    >
      {listChildren(children, asList)}
    </InternalBox>
  );
}
Columns.displayName = 'Columns';
