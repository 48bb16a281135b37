import {
  constructorJourneyTest,
  photoBookJourneyTest,
  siteUnderTest,
} from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/main/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

constructorJourneyTest(context, brandConfig);
photoBookJourneyTest(context, brandConfig);
