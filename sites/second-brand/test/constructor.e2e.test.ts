import {
  calendarJourneyTest,
  constructorJourneyTest,
  photoBookJourneyTest,
  siteUnderTest,
} from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/second/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

constructorJourneyTest(context, brandConfig);
photoBookJourneyTest(context, brandConfig);
calendarJourneyTest(context, brandConfig, {
  countrySite: 'es-es',
  holidayMonth: 10,
  holiday: /12 de octubre – Fiesta Nacional de España/,
});
