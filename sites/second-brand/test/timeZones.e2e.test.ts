import { siteUnderTest, timeZoneJourneys } from '@shop/storefront/testing';
import { describe } from 'vitest';
import { brand as brandConfig } from '@shop/brands/second/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

describe(`${brandConfig.displayName} dates in a browser far from the server's time zone`, () => {
  timeZoneJourneys(context, brandConfig);
});
