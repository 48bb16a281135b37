import { describe, expect, it } from 'vitest';
import {
  checkoutStepName,
  checkoutStepNames,
  checkoutStepNumber,
  checkoutSteps,
} from './checkout.ts';
import { otherStatusCodes } from './orders.ts';
import {
  describedPaymentMethods,
  paymentMethodMarks,
  paymentMethodName,
  paymentMethodTradeNames,
  paymentMethods,
} from './payments.ts';
import { carrierNames, carriers } from './shipping.ts';
import {
  translationKey,
  vocabularies,
  type VocabularyName,
  type VocabularyValue,
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

  it('turn step numbers into names and back, unknown names into the first step', () => {
    for (const step of checkoutSteps) {
      expect(checkoutStepName(step.number)).toBe(step.name);
      expect(checkoutStepNumber(step.name)).toBe(step.number);
    }
    expect(checkoutStepNumber('delivery')).toBe(1);
    expect(checkoutStepNumber(undefined)).toBe(1);
  });

  it('keep the other status codes apart from order codes', () => {
    expect(Object.values(otherStatusCodes).sort((a, b) => a - b)).toEqual([5, 8, 100]);
  });

  it('know all 20 payment methods', () => {
    expect(paymentMethods).toHaveLength(20);
  });
});

describe('trade names', () => {
  it('name every carrier', () => {
    expect(Object.keys(carrierNames).sort()).toEqual([...carriers].sort());
    expect(carrierNames.DHL_PARCEL).toBe('DHL Parcel');
  });

  it('name every payment method once: by its trade name or by a translated description', () => {
    const tradeNamed = Object.keys(paymentMethodTradeNames);
    expect([...tradeNamed, ...describedPaymentMethods].sort()).toEqual([...paymentMethods].sort());
    expect(paymentMethodName('KLARNA', () => 'described')).toBe('Klarna');
    expect(paymentMethodName('CARD', (method) => `described ${method}`)).toBe('described CARD');
  });

  it("letter every payment method's mark, the trade name unless its logo reads otherwise", () => {
    expect(Object.keys(paymentMethodMarks).sort()).toEqual([...paymentMethods].sort());
    expect(paymentMethodMarks.PAYPAL).toBe('PayPal');
    expect(paymentMethodMarks.GOOGLE_PAY).toBe('G Pay');
  });
});

describe('translation keys', () => {
  it('put every value under enums.{list}', () => {
    expect(translationKey('orderStatusCodes', 9)).toBe('enums.orderStatusCodes.9');
    expect(translationKey('paymentMethods', 'CARD')).toBe('enums.paymentMethods.CARD');
    expect(translationKey('triStateFilters', 'true')).toBe('enums.triStateFilters.true');
  });

  it('are unique across all lists', () => {
    const keys = (Object.keys(vocabularies) as VocabularyName[]).flatMap((list) =>
      vocabularies[list].map((value: VocabularyValue<typeof list>) => translationKey(list, value)),
    );
    const count = (Object.keys(vocabularies) as VocabularyName[]).reduce(
      (sum, name) => sum + vocabularies[name].length,
      0,
    );
    expect(keys).toHaveLength(count);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('enums.checkoutStepNames.payment');
  });
});
