import inter from '@capsizecss/metrics/inter';
import type { BrandDefinition } from '../brandDefinition.ts';

/**
 * The main brand, Wepix: the WPX shops on 18 country sites, in crisp blue and warm orange, Inter,
 * compact corners. Its fonts load from `./fonts.ts`.
 */
export const brand = {
  id: 'main',
  displayName: 'Wepix',
  shops: ['WPX-PL', 'WPX-ES', 'WPX-IT', 'WPX-DK', 'WPX-FR', 'WPX-PT', 'WPX-CZ'],
  countrySites: [
    site(
      'es-es',
      'EUR',
      'WPX-ES',
      ['BIZUM', 'BANK_TRANSFER', 'BILLING_ACCOUNT', 'KLARNA'],
      iberia(),
    ),
    site('pt-pt', 'EUR', 'WPX-PT', ['MB_WAY', 'MULTIBANCO'], iberia()),
    site('it-it', 'EUR', 'WPX-IT', ['BANK_TRANSFER', 'KLARNA'], ['GLS', 'UPS']),
    site('pl-pl', 'PLN', 'WPX-PL', ['BLIK', 'BANK_TRANSFER'], central()),
    site('cs-cz', 'CZK', 'WPX-CZ', ['BANK_TRANSFER'], central()),
    site('sk-sk', 'EUR', 'WPX-CZ', ['BANK_TRANSFER'], central()),
    site('da-dk', 'DKK', 'WPX-DK', ['MOBILE_PAY', 'KLARNA'], central()),
    site('sv-se', 'SEK', 'WPX-DK', ['SWISH', 'KLARNA', 'TRUSTLY'], central()),
    site('nb-no', 'NOK', 'WPX-DK', ['KLARNA'], central()),
    site('fi-fi', 'EUR', 'WPX-DK', ['MOBILE_PAY', 'TRUSTLY', 'KLARNA'], central()),
    site('fr-fr', 'EUR', 'WPX-FR', ['BANK_TRANSFER'], benelux()),
    site('fr-be', 'EUR', 'WPX-FR', ['BANCONTACT'], benelux()),
    site('nl-be', 'EUR', 'WPX-FR', ['BANCONTACT'], benelux()),
    site('nl-nl', 'EUR', 'WPX-FR', ['IDEAL'], benelux()),
    site('de-de', 'EUR', 'WPX-FR', ['SOFORT', 'GIROPAY', 'KLARNA'], central()),
    site('de-at', 'EUR', 'WPX-FR', ['EPS', 'SOFORT'], central()),
    site('de-ch', 'CHF', 'WPX-FR', ['TWINT'], central()),
    site('en-ie', 'EUR', 'WPX-FR', [], ['DHL_PARCEL', 'UPS']),
  ],
  defaultCountrySite: 'es-es',
  theme: {
    color: {
      page: '#f7f8fb',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#eef1f6',
      surfaceInverse: '#111a2e',
      text: '#131c2e',
      textMuted: '#4a5568',
      textInverse: '#ffffff',
      link: '#1947c4',
      linkHover: '#0f327f',
      border: '#c9d1de',
      borderStrong: '#6b7689',
      focusRing: '#1947c4',
      brand: '#1a4fd6',
      brandHover: '#153fb0',
      brandActive: '#0f3190',
      onBrand: '#ffffff',
      brandSoft: '#e4ecff',
      onBrandSoft: '#123a9e',
      accent: '#f28a1f',
      onAccent: '#1c1408',
      neutral: '#e6e9ef',
      neutralHover: '#d6dbe4',
      onNeutral: '#131c2e',
      critical: '#c0262d',
      criticalHover: '#9f1c22',
      onCritical: '#ffffff',
      criticalSoft: '#fdecec',
      onCriticalSoft: '#8a1a1f',
      positive: '#1b7a3e',
      onPositive: '#ffffff',
      positiveSoft: '#e6f5ec',
      onPositiveSoft: '#145c2e',
      caution: '#f5b82e',
      onCaution: '#2b1d00',
      cautionSoft: '#fff5dc',
      onCautionSoft: '#6b4700',
      info: '#1c6aa6',
      onInfo: '#ffffff',
      infoSoft: '#e5f1fa',
      onInfoSoft: '#134a75',
      disabled: '#e2e5ea',
      onDisabled: '#5c6575',
      overlay: 'rgba(17, 26, 46, 0.55)',
    },
    fontWeight: { regular: '400', medium: '500', strong: '600', heading: '700' },
    radius: { none: '0', small: '4px', medium: '6px', large: '10px', full: '9999px' },
    shadow: {
      small: '0 1px 2px rgba(17, 26, 46, 0.08)',
      medium: '0 4px 12px rgba(17, 26, 46, 0.12)',
      large: '0 12px 32px rgba(17, 26, 46, 0.18)',
    },
    font: { familyName: 'Inter Variable', metrics: inter },
  },
  logo: {
    width: 128,
    height: 48,
    letters: [
      { path: 'M4 8 L12 37 L21 16 L30 37 L38 8' }, // W
      { path: 'M45 28 H63 A9 9 0 1 0 60.4 34.4' }, // e
      { circle: { cx: 77, cy: 28, r: 9 } }, // p
      { path: 'M68 19 V45' },
      { path: 'M95 19 V37' }, // i
      { path: 'M104 19 L121 37 M121 19 L104 37' }, // x
    ],
    spark: { cx: 95, cy: 8, r: 4.5 },
  },
} as const satisfies BrandDefinition<'main'>;

// Carriers by region.
function iberia() {
  return ['CORREOS', 'CHRONOEXPRESS', 'UPS'] as const;
}
function benelux() {
  return ['MONDIAL_RELAY', 'GLS', 'UPS'] as const;
}
function central() {
  return ['DHL_PARCEL', 'GLS', 'UPS'] as const;
}

function site<
  const Id extends string,
  const Currency extends string,
  const Shop extends string,
  const Methods extends readonly string[],
  const Carriers extends readonly string[],
>(id: Id, currency: Currency, shop: Shop, localPaymentMethods: Methods, carriers: Carriers) {
  return { id, currency, shop, localPaymentMethods, carriers };
}
