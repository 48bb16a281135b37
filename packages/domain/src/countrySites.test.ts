import { describe, expect, it } from 'vitest';
import {
  countrySiteIds,
  countrySites,
  countrySitesOfBrand,
  findCountrySite,
  isCountrySiteId,
} from './countrySites.ts';
import { currencies, shopCurrencies } from './vocabulary/shops.ts';

describe('country sites', () => {
  it('each show instants in their own country’s time zone', () => {
    for (const site of countrySites) {
      expect(site.timeZone, site.id).toMatch(/^Europe\//);
      // Intl throws on a zone it does not know.
      expect(
        new Intl.DateTimeFormat(site.locale, { timeZone: site.timeZone }).resolvedOptions()
          .timeZone,
      ).toBe(site.timeZone);
    }
    expect(findCountrySite('pt-pt')?.timeZone).toBe('Europe/Lisbon');
    expect(findCountrySite('de-ch')?.timeZone).toBe('Europe/Zurich');
  });

  it('give the main brand the 18 sites in the agreed order and the second brand es-es', () => {
    expect(countrySitesOfBrand('main').map((site) => site.id)).toEqual([...countrySiteIds]);
    expect(
      countrySitesOfBrand('second').map((site) => [site.id, site.currency, site.shop]),
    ).toEqual([['es-es', 'EUR', 'TZ-ES']]);
  });

  it.each([
    ['es-es', 'EUR', 'WPX-ES'],
    ['pt-pt', 'EUR', 'WPX-PT'],
    ['it-it', 'EUR', 'WPX-IT'],
    ['pl-pl', 'PLN', 'WPX-PL'],
    ['cs-cz', 'CZK', 'WPX-CZ'],
    ['sk-sk', 'EUR', 'WPX-CZ'],
    ['da-dk', 'DKK', 'WPX-DK'],
    ['sv-se', 'SEK', 'WPX-DK'],
    ['nb-no', 'NOK', 'WPX-DK'],
    ['fi-fi', 'EUR', 'WPX-DK'],
    ['fr-fr', 'EUR', 'WPX-FR'],
    ['fr-be', 'EUR', 'WPX-FR'],
    ['nl-be', 'EUR', 'WPX-FR'],
    ['nl-nl', 'EUR', 'WPX-FR'],
    ['de-de', 'EUR', 'WPX-FR'],
    ['de-at', 'EUR', 'WPX-FR'],
    ['de-ch', 'CHF', 'WPX-FR'],
    ['en-ie', 'EUR', 'WPX-FR'],
  ])('%s sells in %s through %s', (id, currency, shop) => {
    expect(findCountrySite(id)).toMatchObject({ currency, shop, brand: 'main' });
  });

  it('of every brand sell in a currency their shop takes orders in', () => {
    for (const site of countrySites)
      expect(shopCurrencies[site.shop], `${site.brand} ${site.id}`).toContain(site.currency);
    // Each shop's currencies are the ones its sites sell in, no more.
    for (const [shop, taken] of Object.entries(shopCurrencies))
      expect(
        new Set(countrySites.filter((site) => site.shop === shop).map((site) => site.currency)),
        shop,
      ).toEqual(new Set(taken));
  });

  it('derive prefix, language, country and locale from the id', () => {
    expect(findCountrySite('nb-no')).toMatchObject({
      pathPrefix: '/nb-no',
      language: 'nb',
      country: 'NO',
      locale: 'nb-NO',
    });
    expect(findCountrySite('es-es', 'second')).toMatchObject({
      pathPrefix: '/es-es',
      locale: 'es-ES',
      brand: 'second',
    });
  });

  it('use locales Intl supports', () => {
    for (const site of countrySites) {
      expect(Intl.NumberFormat.supportedLocalesOf([site.locale]), site.id).toEqual([site.locale]);
    }
  });

  it.each([
    ['pl-pl', 'BLIK'],
    ['es-es', 'BIZUM'],
    ['pt-pt', 'MB_WAY'],
    ['pt-pt', 'MULTIBANCO'],
    ['nl-nl', 'IDEAL'],
    ['fr-be', 'BANCONTACT'],
    ['nl-be', 'BANCONTACT'],
    ['de-ch', 'TWINT'],
    ['sv-se', 'SWISH'],
    ['da-dk', 'MOBILE_PAY'],
    ['fi-fi', 'MOBILE_PAY'],
    ['de-at', 'EPS'],
  ])('%s offers %s', (id, method) => {
    expect(findCountrySite(id)?.paymentMethods).toContain(method);
  });

  it('keep local methods local', () => {
    expect(
      countrySites.filter((site) => site.paymentMethods.includes('BLIK')).map((site) => site.id),
    ).toEqual(['pl-pl']);
    expect(
      countrySites.filter((site) => site.paymentMethods.includes('TWINT')).map((site) => site.id),
    ).toEqual(['de-ch']);
  });

  it('give every site card payment, at least one carrier and no duplicates', () => {
    for (const site of countrySites) {
      expect(site.paymentMethods).toContain('CARD');
      expect(site.carriers.length).toBeGreaterThan(0);
      expect(new Set(site.paymentMethods).size).toBe(site.paymentMethods.length);
      expect(currencies).toContain(site.currency);
    }
  });

  it('show whole prices only in crown currencies', () => {
    expect(countrySites.filter((site) => !site.priceDecimals).map((site) => site.id)).toEqual([
      'cs-cz',
      'da-dk',
      'sv-se',
      'nb-no',
    ]);
  });

  it('find sites by exact lowercase id and brand', () => {
    expect(findCountrySite('ES-ES')).toBeUndefined();
    expect(findCountrySite('pl-pl', 'second')).toBeUndefined();
    expect(findCountrySite('xx-xx')).toBeUndefined();
    expect(isCountrySiteId('de-at')).toBe(true);
    expect(isCountrySiteId('de-us')).toBe(false);
  });
});
