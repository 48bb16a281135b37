import { searchEngineJourneys, siteUnderTest } from '@shop/storefront/testing';
import { describe } from 'vitest';
import { brand as brandConfig } from '@shop/brands/main/brand';

const context = siteUnderTest(`${import.meta.dirname}/..`);

describe(`${brandConfig.displayName} for search engines: robots.txt, sitemaps, structured data and links`, () => {
  searchEngineJourneys(context, brandConfig);
});
