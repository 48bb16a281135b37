import { describe, expect, it } from 'vitest';
import { consentChoice, needsConsent } from './consentBannerVariants.ts';

describe('needsConsent', () => {
  it('asks a visitor who never answered', () => {
    expect(needsConsent(undefined, 1)).toBe(true);
    expect(needsConsent({}, 1)).toBe(true);
  });

  it('does not ask again for the version already answered, whatever the answer', () => {
    expect(needsConsent(consentChoice(1, false, false), 1)).toBe(false);
    expect(needsConsent(consentChoice(1, true, true), 1)).toBe(false);
  });

  it('asks again when the consent version changes', () => {
    expect(needsConsent(consentChoice(1, true, true), 2)).toBe(true);
  });
});

describe('consentChoice', () => {
  it('gives consent when any optional use is accepted', () => {
    expect(consentChoice(3, false, true)).toEqual({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 3,
    });
  });

  it('records a rejection with the version', () => {
    expect(consentChoice(3, false, false)).toEqual({
      isConsentGiven: false,
      isAdsAccepted: false,
      isAnalyticsAccepted: false,
      consentVersion: 3,
    });
  });
});
