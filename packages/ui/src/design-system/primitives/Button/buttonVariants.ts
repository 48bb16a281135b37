export const buttonTones = ['brand', 'neutral', 'critical'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
