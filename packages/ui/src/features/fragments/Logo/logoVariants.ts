export const logoSizes = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];
