import type { ConsentUpdate } from '@shop/domain';

export const consentBannerPlacements = ['overlay', 'inline'] as const;
export type ConsentBannerPlacement = (typeof consentBannerPlacements)[number];

export type ConsentChoice = ConsentUpdate;

/** The banner shows until the customer has answered the current version of the consent texts. */
export const needsConsent = (
  consent: Partial<ConsentChoice> | null | undefined,
  consentVersion: number,
): boolean => consent?.consentVersion !== consentVersion;

/**
 * What a choice means for the session. `isConsentGiven` says the customer allowed at least one
 * optional use (only then is a page-load event sent); any answer records the version, so the
 * banner stays away until the texts change.
 */
export function consentChoice(
  consentVersion: number,
  ads: boolean,
  analytics: boolean,
): ConsentChoice {
  return {
    isConsentGiven: ads || analytics,
    isAdsAccepted: ads,
    isAnalyticsAccepted: analytics,
    consentVersion,
  };
}
