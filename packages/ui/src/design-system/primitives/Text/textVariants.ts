/** `inherit` takes the colour of the surface around it (e.g. inside a brand-coloured Box). */
export const textTones = [
  'inherit',
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export type TextTone = (typeof textTones)[number];

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['span', 'p', 'div', 'strong', 'em', 'small', 'dt', 'dd'] as const;
export type TextElement = (typeof textElements)[number];

export type TextAlign = 'left' | 'center' | 'right';

/** Lines shown before the text is cut with an ellipsis. */
export const textMaxLines = [1, 2, 3, 4, 5] as const;
export type TextMaxLines = (typeof textMaxLines)[number];
