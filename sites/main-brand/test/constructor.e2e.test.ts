import { constructorJourney, siteUnderTest } from '@shop/storefront/testing';
import { it } from 'vitest';
import { brandConfig } from '../brand.config.ts';

// The mock API's canvas collage 50x50: one page with four photo slots and a text slot.
const collage = 2004;

const context = siteUnderTest(`${import.meta.dirname}/..`);

it(
  'designs a collage, keeps it across reloads and orders it with its rendered preview',
  () =>
    constructorJourney({
      origin: context.site().origin,
      browser: context.browser(),
      brandConfig,
      articleId: collage,
    }),
  120_000,
);
