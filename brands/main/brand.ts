import type { BrandDefinition } from '../brandDefinition.ts';

/**
 * The main brand, Wepix: the WPX shops on 18 country sites, in crisp blue and warm orange, Inter,
 * compact corners. Its look is in `./theme.ts`, its
 * fonts load from `./fonts.ts`.
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
