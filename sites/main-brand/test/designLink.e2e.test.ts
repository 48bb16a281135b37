import { designLinkJourneyTest, siteUnderTest } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/main/brand';

designLinkJourneyTest(siteUnderTest(`${import.meta.dirname}/..`), brandConfig);
