import { signUpJourneys, siteUnderTest } from '@shop/storefront/testing';
import { describe } from 'vitest';
import { brandConfig } from '../brand.config.ts';

const context = siteUnderTest(`${import.meta.dirname}/..`);

describe(`${brandConfig.displayName} sign-up journeys`, () => {
  signUpJourneys(context, brandConfig);
});
