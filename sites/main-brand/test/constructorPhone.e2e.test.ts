import { constructorPhoneJourneyTest, siteUnderTest } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/main/brand';

constructorPhoneJourneyTest(siteUnderTest(`${import.meta.dirname}/..`), brandConfig);
