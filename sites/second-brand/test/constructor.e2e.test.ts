import {
  constructorJourneyTest,
  photoBookJourneyTest,
  siteUnderTest,
} from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/second/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

constructorJourneyTest(context, brandConfig);
photoBookJourneyTest(context, brandConfig);
