/** `list`: plain radios; `card`: bordered tiles for a shipment mode or a payment method. */
export const radioGroupVariants = ['list', 'card'] as const;
export type RadioGroupVariant = (typeof radioGroupVariants)[number];

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];
