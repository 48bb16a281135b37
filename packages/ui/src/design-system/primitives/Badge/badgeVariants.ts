export const badgeTones = [
  'neutral',
  'brand',
  'accent',
  'info',
  'positive',
  'caution',
  'critical',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** `soft` for statuses in lists and tables, `strong` to stand out (e.g. over a product image). */
export const badgeEmphases = ['soft', 'strong'] as const;
export type BadgeEmphasis = (typeof badgeEmphases)[number];

export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];
