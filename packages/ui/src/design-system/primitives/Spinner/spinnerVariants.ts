export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerTones = ['brand', 'inherit'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];
