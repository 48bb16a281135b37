import { fixtures } from '@shop/mocks';
import { describe, expect, it } from 'vitest';
import { createDesignDoc, pagePhotoSlots, pageTextSlots } from './document.ts';
import { safeAreaOf } from './freePhotos.ts';
import { layoutKeepsTexts, layoutOfSlotId, layoutPhotoCount, photoSlotsOf } from './layouts.ts';
import { pageLayouts, type Rect } from './types.ts';

/** One seeded article of each product kind that has an editor. */
const kinds = [1001, 2001, 3001, 4001, 5001, 6001, 7001, 8001, 9001].map((articleId) =>
  fixtures.productTemplate.of(articleId),
);
const generated = pageLayouts.filter((layout) => layout !== 'template');
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - 1e-6 &&
  b.x < a.x + a.width - 1e-6 &&
  a.y < b.y + b.height - 1e-6 &&
  b.y < a.y + a.height - 1e-6;

describe('page layouts', () => {
  it('offer every product kind at least 12 layouts of 1 to 6 photos, with and without text', () => {
    expect(generated.length).toBeGreaterThanOrEqual(12);
    const counts = new Set(generated.map(layoutPhotoCount));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(generated.some(layoutKeepsTexts)).toBe(true);
    expect(generated.some((layout) => !layoutKeepsTexts(layout))).toBe(true);
    for (const template of kinds)
      for (const layout of generated)
        expect(photoSlotsOf(template, 0, layout)).toHaveLength(layoutPhotoCount(layout) ?? 0);
  });

  it('keep framed photos inside the safe area and full-bleed ones past the cut, never overlapping', () => {
    for (const template of kinds) {
      const safe = safeAreaOf(template);
      for (const layout of generated) {
        const slots = photoSlotsOf(template, 0, layout);
        slots.forEach((slot, at) => {
          expect(slot.width).toBeGreaterThan(0);
          expect(slot.height).toBeGreaterThan(0);
          for (const other of slots.slice(at + 1)) expect(overlaps(slot, other)).toBe(false);
          if (slot.bleed) return;
          expect(slot.x).toBeGreaterThanOrEqual(safe.x - 1e-6);
          expect(slot.y).toBeGreaterThanOrEqual(safe.y - 1e-6);
          expect(slot.x + slot.width).toBeLessThanOrEqual(safe.x + safe.width + 1e-6);
        });
        if (slots.some((slot) => slot.bleed))
          expect(Math.min(...slots.map((slot) => slot.x))).toBeCloseTo(-template.bleed_mm);
        expect(slots.every((slot) => layoutOfSlotId(slot.id) === layout)).toBe(true);
      }
    }
  });

  it('give the page to photos in layouts without text, and keep the texts in the others', () => {
    const book = fixtures.productTemplate.of(1001);
    const [cover] = createDesignDoc(book).pages;
    if (!cover) throw new Error('The book has no cover');
    expect(pageTextSlots(book, cover).length).toBeGreaterThan(0);
    expect(pageTextSlots(book, { ...cover, layout: 'fullBleed' })).toEqual([]);
    const withText = { ...cover, layout: 'threeColumns' as const };
    expect(pageTextSlots(book, withText).length).toBeGreaterThan(0);
    const lowestPhoto = Math.max(
      ...pagePhotoSlots(book, withText).map((slot) => slot.y + slot.height),
    );
    expect(lowestPhoto).toBeLessThanOrEqual(
      Math.min(...pageTextSlots(book, withText).map((slot) => slot.y)),
    );
  });
});
