import type { Brand } from '../../theme/brands.ts';

/** The shop's name in each brand; a trade name, the same in every language. */
export const brandNames = { main: 'Wepix', second: 'Tazu' } as const satisfies Record<
  Brand,
  string
>;

export const logoSizes = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];
