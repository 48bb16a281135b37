import { constructorJourneyTest, siteUnderTest } from '@shop/storefront/testing';
import { brandConfig } from '../brand.config.ts';

constructorJourneyTest(siteUnderTest(`${import.meta.dirname}/..`), brandConfig);
