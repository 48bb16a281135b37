export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

/** A Stack is a plain group (`div`), a region, or a list whose children become list items. */
export const stackElements = ['div', 'section', 'ul', 'ol'] as const;
export type StackElement = (typeof stackElements)[number];
