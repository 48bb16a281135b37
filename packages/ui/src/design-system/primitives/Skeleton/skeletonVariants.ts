export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Heights of a block, or the diameter of a circle. */
export const skeletonHeights = ['xsmall', 'small', 'medium', 'large', 'xlarge'] as const;
export type SkeletonHeight = (typeof skeletonHeights)[number];

export const skeletonWidths = ['full', '3/4', '1/2', '1/4'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];

export type SkeletonLineCount = 1 | 2 | 3 | 4 | 5;
