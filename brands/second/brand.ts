import nunito from '@capsizecss/metrics/nunito';
import type { BrandDefinition } from '../brandDefinition.ts';

/**
 * The second brand, Tazu: the TZ-ES shop on the es-es country site, in plum and teal on warm
 * paper, Nunito, soft round shapes. Its fonts load from `./fonts.ts`.
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
  theme: {
    color: {
      page: '#fff8f2',
      surface: '#ffffff',
      surfaceRaised: '#fffdfb',
      surfaceSunken: '#f7ebe3',
      surfaceInverse: '#2a1024',
      text: '#2a1024',
      textMuted: '#5e4657',
      textInverse: '#ffffff',
      link: '#8a1f66',
      linkHover: '#5f1347',
      border: '#e2cfd8',
      borderStrong: '#7d6673',
      focusRing: '#0d7068',
      brand: '#8a1f66',
      brandHover: '#731853',
      brandActive: '#5f1347',
      onBrand: '#ffffff',
      brandSoft: '#fbe6f2',
      onBrandSoft: '#6e1751',
      accent: '#0d7068',
      onAccent: '#ffffff',
      neutral: '#f1e4ea',
      neutralHover: '#e6d3dc',
      onNeutral: '#2a1024',
      critical: '#b3261e',
      criticalHover: '#8f1d17',
      onCritical: '#ffffff',
      criticalSoft: '#fcebea',
      onCriticalSoft: '#8c1d17',
      positive: '#1d6b45',
      onPositive: '#ffffff',
      positiveSoft: '#e5f4ec',
      onPositiveSoft: '#16553a',
      caution: '#f2b544',
      onCaution: '#2e1c00',
      cautionSoft: '#fff3d9',
      onCautionSoft: '#6a4500',
      info: '#236a92',
      onInfo: '#ffffff',
      infoSoft: '#e4f0f7',
      onInfoSoft: '#184d6b',
      disabled: '#eee3e8',
      onDisabled: '#6a5562',
      overlay: 'rgba(42, 16, 36, 0.55)',
    },
    fontWeight: { regular: '400', medium: '600', strong: '700', heading: '800' },
    radius: { none: '0', small: '8px', medium: '14px', large: '22px', full: '9999px' },
    shadow: {
      small: '0 1px 3px rgba(42, 16, 36, 0.10)',
      medium: '0 6px 16px rgba(42, 16, 36, 0.12)',
      large: '0 16px 40px rgba(42, 16, 36, 0.18)',
    },
    font: { familyName: 'Nunito Variable', metrics: nunito },
  },
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
