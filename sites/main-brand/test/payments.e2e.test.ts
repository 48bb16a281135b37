import { paymentJourneys, siteUnderTest } from '@shop/storefront/testing';
import { describe } from 'vitest';
import { brand as brandConfig } from '@shop/brands/main/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

describe(`${brandConfig.displayName} pending payments`, () => {
  paymentJourneys(context, brandConfig);
});
