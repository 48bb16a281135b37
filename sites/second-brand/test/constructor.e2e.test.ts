import { constructorJourneyTest, siteUnderTest } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/second/brand';

constructorJourneyTest(siteUnderTest(`${import.meta.dirname}/..`), brandConfig);
