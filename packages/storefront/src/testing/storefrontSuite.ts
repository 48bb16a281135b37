import { describe } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { accountJourneys } from './accountJourneys.ts';
import { consentChecks } from './consentChecks.ts';
import { guardChecks } from './guardChecks.ts';
import { languageChecks } from './languageChecks.ts';
import { layoutJourneys } from './layoutJourneys.ts';
import { clientBuildChecks, notFoundChecks, pageChecks } from './pageChecks.ts';
import { probeChecks } from './probeChecks.ts';
import { signInChecks } from './signInChecks.ts';
import { siteUnderTest, type StorefrontSuiteContext } from './siteUnderTest.ts';
import { startupChecks } from './startupChecks.ts';
import { storefrontChecksOf } from './storefrontChecks.ts';

/**
 * Starts one built site and a Chromium for a test file, and checks what every brand's
 * storefront must do; `more` adds the brand's own journeys with the same site and browser.
 */
export function describeStorefront(
  siteDir: string,
  brandConfig: BrandConfig,
  more?: (context: StorefrontSuiteContext) => void,
) {
  const context = siteUnderTest(siteDir);
  const checks = storefrontChecksOf(siteDir, brandConfig, context);

  describe(`${brandConfig.displayName} storefront`, () => {
    startupChecks(checks);
    guardChecks(checks);
    probeChecks(checks);
    languageChecks(checks);
    pageChecks(checks);
    notFoundChecks(checks);
    signInChecks(checks);
    consentChecks(checks);
    clientBuildChecks(checks);
    layoutJourneys(context.browser, checks.origin, checks.home, checks.t);
    accountJourneys(context.browser, checks.origin, checks.home, checks.t);
    more?.(context);
  });
}
