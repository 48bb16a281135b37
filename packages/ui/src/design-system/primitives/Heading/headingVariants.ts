/** Document outline level: h1 to h4. */
export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Visual size, chosen apart from the level (a card title may be an h3 that looks small). */
export const headingSizes = ['display', 'xlarge', 'large', 'medium', 'small'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const headingTones = ['neutral', 'brand'] as const;
export type HeadingTone = (typeof headingTones)[number];

export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xlarge',
  2: 'large',
  3: 'medium',
  4: 'small',
};
