import type { ReactNode } from 'react';
import type { ResponsiveValue, Space } from '../../../design-system/theme/sprinkles.css.ts';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import type { SkeletonLineCount } from '../../../design-system/primitives/Skeleton/skeletonVariants.ts';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { productGridColumns } from '../ArticleCard/CatalogueStates.tsx';
import * as styles from './AsyncState.css.ts';

/**
 * The shapes a block takes while it loads, the one place the shop's loading placeholders are drawn:
 * `table` an order or ticket list (a tall block), `list` a short list or panel (a lower block),
 * `form` a form with its intro, `text` a paragraph, `cards` the
 * product grid, `tiles` the saved designs, `media` a product page (picture beside its text); any
 * of them under a title line with `heading`.
 */
export const loadingShapes = ['table', 'list', 'form', 'text', 'cards', 'tiles', 'media'] as const;
export type LoadingShapeName = (typeof loadingShapes)[number];

export interface LoadingShapeProps {
  shape: LoadingShapeName;
  /** How many blocks (`table`, `list`), cards (`cards`) or tiles (`tiles`). */
  count?: number;
  /** Lines of a `text` shape. */
  lines?: SkeletonLineCount;
  /** The shape starts with a title line. */
  heading?: boolean;
  /** Space between the shape's parts: the space the loaded content will have. */
  space?: ResponsiveValue<Space>;
}

const repeat = (count: number, render: (index: number) => ReactNode) =>
  Array.from({ length: count }, (_, index) => render(index));

function parts({ shape, count, lines = 5 }: LoadingShapeProps): ReactNode {
  switch (shape) {
    case 'table':
      return repeat(count ?? 1, (index) => <Skeleton key={index} shape="block" height="xlarge" />);
    case 'list':
      return repeat(count ?? 1, (index) => <Skeleton key={index} shape="block" height="large" />);
    case 'form':
      return [
        <Skeleton key="intro" shape="text" lines={3} />,
        <Skeleton key="fields" shape="block" height="large" />,
      ];
    case 'text':
      return <Skeleton shape="text" lines={lines} />;
    case 'cards':
      return (
        <Columns columns={productGridColumns} space="medium">
          {repeat(count ?? 8, (index) => (
            <Skeleton key={index} shape="block" aspectRatio="1:1" />
          ))}
        </Columns>
      );
    case 'tiles':
      return (
        <ul className={styles.tiles}>
          {repeat(count ?? 6, (index) => (
            <li key={index}>
              <Skeleton shape="block" height="large" />
            </li>
          ))}
        </ul>
      );
    case 'media':
      return (
        <div className={styles.media}>
          <Skeleton shape="block" aspectRatio="1:1" />
          <Skeleton shape="text" lines={4} />
        </div>
      );
  }
}

/** Placeholders in the shape of a block that is still loading; hidden from screen readers. */
export function LoadingShape({ space = 'medium', heading = false, ...shape }: LoadingShapeProps) {
  return (
    <div aria-hidden="true">
      <Stack space={space}>
        {heading ? <Skeleton shape="text" width="1/2" height="large" /> : null}
        {parts(shape)}
      </Stack>
    </div>
  );
}
