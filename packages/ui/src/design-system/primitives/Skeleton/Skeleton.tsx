import { aspectRatio as aspectRatioClass } from '../Image/Image.css.ts';
import type { ImageAspectRatio } from '../Image/imageVariants.ts';
import * as styles from './Skeleton.css.ts';
import type {
  SkeletonHeight,
  SkeletonLineCount,
  SkeletonShape,
  SkeletonWidth,
} from './skeletonVariants.ts';

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: SkeletonWidth;
  /** Block height or circle diameter. */
  height?: SkeletonHeight;
  /** A block shaped like the image it stands for (overrides `height`). */
  aspectRatio?: ImageAspectRatio;
  /** Text lines; the last one is shorter, like a paragraph. */
  lines?: SkeletonLineCount;
}

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

/**
 * A grey placeholder in the shape of content that is still loading. Hidden from screen readers:
 * the loading region announces itself (a Spinner's status or `aria-busy`).
 */
export function Skeleton({
  shape = 'text',
  width = 'full',
  height = 'medium',
  aspectRatio,
  lines = 1,
}: SkeletonProps) {
  if (shape === 'circle') {
    return (
      <span
        aria-hidden="true"
        className={join(styles.bone, styles.circle, styles.diameter[height])}
      />
    );
  }
  if (shape === 'block') {
    return (
      <span
        aria-hidden="true"
        className={join(
          styles.bone,
          styles.block,
          styles.width[width],
          aspectRatio ? aspectRatioClass[aspectRatio] : styles.height[height],
        )}
      />
    );
  }
  return (
    <span aria-hidden="true" className={join(styles.textGroup, styles.width[width])}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={join(
            styles.bone,
            styles.text,
            lines > 1 && index === lines - 1 && styles.lastLine,
          )}
        />
      ))}
    </span>
  );
}
