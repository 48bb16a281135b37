import { countrySites, type Pickpoint } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { embeddedProductApi } from './embedded.ts';
import { seedPickpoints } from './fixtures/pickpoints.ts';

async function search(postcode: string, country: string, language: string): Promise<Pickpoint[]> {
  const query = new URLSearchParams({ carrier: 'GLS', postcode, country, language });
  const response = await embeddedProductApi(
    new Request(`http://product-api.test/checkout/pickpoints?${query}`),
  );
  expect(response.status, `${postcode} ${country}`).toBe(200);
  return ((await response.json()) as { pickpoints: Pickpoint[] }).pickpoints;
}

/** What the generated pickpoints used to say everywhere, and what an Irish list says. */
const englishWords =
  /(?<![\p{L}])(parcel shop|parcel point|parcel locker|locker|newsagent|petrol station|filling station|main street|market square|station road|church street|bridge street|area)(?![\p{L}])/iu;

/**
 * A postcode of each delivery country that is no seeded place, the city a carrier finds for it and
 * words of the region's streets. Belgium and Switzerland name shops and streets in the language of
 * the postcode's region.
 */
const unseeded: readonly [country: string, postcode: string, city: string, streets: RegExp][] = [
  ['ES', '46001', 'Valencia', /^(Calle|Avenida|Plaza) /],
  ['ES', '33001', 'Madrid', /^(Calle|Avenida|Plaza) /],
  ['PT', '4000-322', 'Porto', /^(Rua|Avenida|Largo) /],
  ['IT', '20121', 'Milano', /^(Via|Corso|Piazza) /],
  ['PL', '31-019', 'Kraków', /^ul\. /],
  ['CZ', '602 00', 'Brno', /^(Nádražní|Husova|Masarykova) /],
  ['SK', '040 01', 'Košice', /^(Hlavná|Štúrova|Staničná) /],
  ['DK', '8000', 'Aarhus', /gade \d+$/],
  ['SE', '411 03', 'Göteborg', /gatan \d+$/],
  ['NO', '5003', 'Bergen', /gata \d+$/],
  ['FI', '33100', 'Tampere', /katu \d+$/],
  ['FR', '69001', 'Lyon', /^\d+ (rue|avenue|place) /],
  ['BE', '4000', 'Liège', /^(Rue|Chaussée|Place) .* \d+$/],
  ['BE', '9000', 'Gent', /^(Kerkstraat|Stationsstraat|Grote Markt) \d+$/],
  ['NL', '3011 AB', 'Rotterdam', /^(Kerkstraat|Stationsweg|Dorpsstraat) \d+$/],
  ['DE', '80331', 'München', /^(Hauptstraße|Bahnhofstraße|Marktplatz) \d+$/],
  ['AT', '1010', 'Wien', /^(Hauptstraße|Bahnhofstraße|Kirchengasse) \d+$/],
  ['CH', '8001', 'Zürich', /^(Bahnhofstrasse|Hauptstrasse|Marktgasse) \d+$/],
  ['CH', '1201', 'Genève', /^(Rue|Avenue|Grand-Rue)/],
  ['CH', '6900', 'Lugano', /^(Via|Piazza) /],
  ['IE', 'T12 X70A', 'Cork', /^\d+ \w+ Street$/],
];

const deliveryCountries = [...new Set(countrySites.map((site) => site.country))];

// A carrier's list names its shops and streets as the country of the point does, for any customer.
describe('pickpoints of every delivery country', () => {
  it('cover every country the shop delivers to', () => {
    expect(new Set(unseeded.map(([country]) => country))).toEqual(new Set(deliveryCountries));
  });

  it.each(unseeded)(
    'in %s near %s are in %s, on its streets, in its words',
    async (country, postcode, city, streets) => {
      for (const language of ['en', 'es-ES']) {
        const pickpoints = await search(postcode, country, language);
        expect(pickpoints).toHaveLength(3);
        for (const pickpoint of pickpoints) {
          expect(pickpoint).toMatchObject({ city, postcode, country });
          expect(pickpoint.street).toMatch(streets);
          expect(pickpoint.name).toContain(city);
          if (country !== 'IE') {
            expect(pickpoint.name, language).not.toMatch(englishWords);
            expect(pickpoint.street, language).not.toMatch(englishWords);
          }
        }
        expect(new Set(pickpoints.map((pickpoint) => pickpoint.name)).size).toBe(3);
      }
    },
  );

  it('are the same list whatever language the customer reads', async () => {
    expect(await search('75011', 'FR', 'pl-PL')).toEqual(await search('75011', 'FR', 'de-DE'));
  });

  it('have no English words at the seeded places, none of them Irish', () => {
    const seeded = seedPickpoints();
    expect(seeded.length).toBeGreaterThan(0);
    for (const pickpoint of seeded) {
      expect(pickpoint.country).not.toBe('IE');
      expect(`${pickpoint.name} ${pickpoint.street}`, pickpoint.id).not.toMatch(englishWords);
      expect(pickpoint.city, pickpoint.id).not.toMatch(/^Area /);
    }
  });
});
