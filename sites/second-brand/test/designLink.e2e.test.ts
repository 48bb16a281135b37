import { designLinkJourneyTest, siteUnderTest } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/second/brand';

designLinkJourneyTest(siteUnderTest(`${import.meta.dirname}/..`), brandConfig);
