/** `wide` is for pictures that want the screen: a product's preview. */
export const dialogSizes = ['small', 'medium', 'large', 'wide'] as const;
export type DialogSize = (typeof dialogSizes)[number];
