export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

export const inlineElements = ['div', 'ul', 'ol', 'nav'] as const;
export type InlineElement = (typeof inlineElements)[number];
