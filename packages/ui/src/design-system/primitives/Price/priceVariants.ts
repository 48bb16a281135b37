export const priceSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type PriceSize = (typeof priceSizes)[number];
