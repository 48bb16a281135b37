import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import { createDesignDoc } from './document.ts';
import { designUnitPrice } from './price.ts';
import { buildTestBook, buildTestTemplate } from './testTemplate.ts';

const euros = (amount: number) => ({ amount, currency: 'EUR' as const });

describe('designUnitPrice', () => {
  it('prices a book by its sheets beyond the fewest pages, live as pages come and go', () => {
    const book = buildTestBook({ pricing: { base: euros(29.99), per_extra_sheet: euros(1.35) } });
    let doc = createDesignDoc(book);
    expect(designUnitPrice(book, doc)).toEqual(euros(29.99));
    doc = applyCommand(book, doc, { type: 'addPages', afterIndex: 1 });
    doc = applyCommand(book, doc, { type: 'addPages', afterIndex: 1 });
    expect(designUnitPrice(book, doc)).toEqual(euros(32.69));
    doc = applyCommand(book, doc, { type: 'removePages', pageIndex: 1 });
    expect(designUnitPrice(book, doc)).toEqual(euros(31.34));
  });

  it('prices any other product at its base price, and says nothing without a price', () => {
    const canvas = buildTestTemplate({
      pricing: { base: { amount: 39, currency: 'PLN' as const } },
    });
    expect(designUnitPrice(canvas, createDesignDoc(canvas))).toEqual({
      amount: 39,
      currency: 'PLN',
    });
    const unpriced = buildTestTemplate({ pricing: undefined });
    expect(designUnitPrice(unpriced, createDesignDoc(unpriced))).toBeNull();
  });
});
