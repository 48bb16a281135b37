import type { BrandDefinition } from '../brandDefinition.ts';

/**
 * The second brand, Tazu: the TZ-ES shop on the es-es country site, in plum and teal on warm
 * paper, Nunito, soft round shapes. Its look is in `./theme.ts`, its
 * fonts load from `./fonts.ts`.
 */
export const brand = {
  id: 'second',
  displayName: 'Tazu',
  shops: ['TZ-ES'],
  countrySites: [
    {
      id: 'es-es',
      currency: 'EUR',
      shop: 'TZ-ES',
      localPaymentMethods: ['BIZUM', 'BANK_TRANSFER'],
      carriers: ['CORREOS', 'CHRONOEXPRESS', 'UPS'],
    },
  ],
  defaultCountrySite: 'es-es',
  logo: {
    width: 132,
    height: 48,
    // White letters on a rounded plum plate.
    plate: { radius: 24 },
    letters: [
      { path: 'M18 12 H40 M29 12 V37' }, // T
      { circle: { cx: 55, cy: 28, r: 9 } }, // a
      { path: 'M64 19 V37' },
      { path: 'M72 19 H87 L72 37 H87' }, // z
      { path: 'M95 19 V29 A8 8 0 0 0 111 29 V19 M111 29 V37' }, // u
    ],
    spark: { cx: 120, cy: 13, r: 4.5 },
  },
} as const satisfies BrandDefinition<'second'>;
