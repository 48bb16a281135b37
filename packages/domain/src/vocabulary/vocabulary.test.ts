import { describe, expect, it } from 'vitest';
import { checkoutStepNames, checkoutSteps } from './checkout.ts';
import { otherStatusCodes } from './orders.ts';
import { paymentMethods } from './payments.ts';
import {
  allTranslationKeys,
  translationKey,
  vocabularies,
  type VocabularyName,
} from './translationKeys.ts';

describe('vocabularies', () => {
  it('hold no duplicates', () => {
    for (const [name, values] of Object.entries(vocabularies)) {
      expect(new Set<unknown>(values).size, name).toBe(values.length);
    }
  });

  it('number the checkout steps 1 to 4 in order', () => {
    expect(checkoutSteps.map((step) => step.number)).toEqual([1, 2, 3, 4]);
    expect(checkoutSteps.map((step) => step.name)).toEqual([...checkoutStepNames]);
  });

  it('keep the other status codes apart from order codes', () => {
    expect(Object.values(otherStatusCodes).sort((a, b) => a - b)).toEqual([5, 8, 100]);
  });

  it('know all 20 payment methods', () => {
    expect(paymentMethods).toHaveLength(20);
  });
});

describe('translation keys', () => {
  it('put every value under enums.{list}', () => {
    expect(translationKey('orderStatusCodes', 9)).toBe('enums.orderStatusCodes.9');
    expect(translationKey('paymentMethods', 'MB_WAY')).toBe('enums.paymentMethods.MB_WAY');
    expect(translationKey('triStateFilters', 'true')).toBe('enums.triStateFilters.true');
  });

  it('are unique across all lists', () => {
    const keys = allTranslationKeys();
    const count = (Object.keys(vocabularies) as VocabularyName[]).reduce(
      (sum, name) => sum + vocabularies[name].length,
      0,
    );
    expect(keys).toHaveLength(count);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('enums.checkoutStepNames.payment');
  });
});
