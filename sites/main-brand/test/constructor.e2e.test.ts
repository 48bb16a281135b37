import {
  calendarJourneyTest,
  constructorJourneyTest,
  photoBookJourneyTest,
  siteUnderTest,
} from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/main/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

constructorJourneyTest(context, brandConfig);
photoBookJourneyTest(context, brandConfig);
calendarJourneyTest(context, brandConfig, {
  countrySite: 'fr-fr',
  holidayMonth: 7,
  holiday: /14 juillet – Fête nationale/i,
});
