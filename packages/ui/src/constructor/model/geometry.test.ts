import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampTransform,
  coverScale,
  cropToTransform,
  effectiveDpi,
  maxZoom,
  normaliseRotation,
  photoCoversSlot,
  transformToCrop,
} from './geometry.ts';

const slotArb = fc.record({
  width: fc.double({ min: 5, max: 500, noNaN: true }),
  height: fc.double({ min: 5, max: 500, noNaN: true }),
});
const photoArb = fc.record({
  url: fc.constant('https://product-api.test/p.jpg'),
  width: fc.integer({ min: 50, max: 8000 }),
  height: fc.integer({ min: 50, max: 8000 }),
});
const transformArb = fc.record({
  zoom: fc.double({ min: -2, max: 20, noNaN: true }),
  rotation: fc.double({ min: -720, max: 720, noNaN: true }),
  offsetX: fc.double({ min: -2000, max: 2000, noNaN: true }),
  offsetY: fc.double({ min: -2000, max: 2000, noNaN: true }),
});

describe('photo transforms', () => {
  it('cover-fits a landscape photo into a square slot by its height', () => {
    const slot = { width: 100, height: 100 };
    const photo = { width: 4000, height: 2000 };
    expect(coverScale(slot, photo, 0)).toBeCloseTo(100 / 2000);
    expect(photoCoversSlot(slot, photo, { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 })).toBe(
      true,
    );
  });

  it('never leaves a gap, whatever the customer asks for', () => {
    fc.assert(
      fc.property(slotArb, photoArb, transformArb, (slot, photo, wanted) => {
        const transform = clampTransform(slot, photo, wanted);
        expect(transform.zoom).toBeGreaterThanOrEqual(1);
        expect(transform.zoom).toBeLessThanOrEqual(maxZoom);
        expect(
          photoCoversSlot(slot, photo, transform, 1e-6 * Math.max(slot.width, slot.height)),
        ).toBe(true);
      }),
    );
  });

  it('keeps a transform that already covers the slot', () => {
    const slot = { width: 100, height: 50 };
    const photo = { width: 3000, height: 3000 };
    const inside = { zoom: 2, rotation: 0, offsetX: 10, offsetY: -5 };
    expect(clampTransform(slot, photo, inside)).toEqual(inside);
  });

  it('stops panning at the photo edge', () => {
    // A 100 mm slot, a square photo scaled to 100 mm: no room to move at zoom 1, 50 mm each way at zoom 2.
    const slot = { width: 100, height: 100 };
    const photo = { width: 1000, height: 1000 };
    expect(
      clampTransform(slot, photo, { zoom: 1, rotation: 0, offsetX: 30, offsetY: 0 }).offsetX,
    ).toBe(0);
    expect(
      clampTransform(slot, photo, { zoom: 2, rotation: 0, offsetX: 80, offsetY: -80 }),
    ).toMatchObject({ offsetX: 50, offsetY: -50 });
  });

  it('normalises rotation to a half turn either way', () => {
    expect(normaliseRotation(270)).toBe(-90);
    expect(normaliseRotation(-190)).toBe(170);
    expect(normaliseRotation(180)).toBe(180);
  });

  it('computes the effective resolution from pixels, print size and zoom', () => {
    // 1200 px across a 101.6 mm (4 inch) slot is 300 dpi; zooming 2x halves it.
    const slot = { width: 101.6, height: 101.6 };
    const photo = { width: 1200, height: 1200 };
    expect(effectiveDpi(slot, photo, { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 })).toBeCloseTo(
      300,
    );
    expect(effectiveDpi(slot, photo, { zoom: 2, rotation: 0, offsetX: 0, offsetY: 0 })).toBeCloseTo(
      150,
    );
  });

  it('round-trips through the API crop', () => {
    fc.assert(
      fc.property(slotArb, photoArb, transformArb, (slot, photo, wanted) => {
        const transform = clampTransform(slot, photo, wanted);
        const crop = transformToCrop(slot, photo, transform);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(photo.width + 1e-6);
        expect(crop.y + crop.height).toBeLessThanOrEqual(photo.height + 1e-6);
        const back = cropToTransform(slot, photo, crop, transform.rotation);
        const size = Math.max(slot.width, slot.height);
        expect(back.zoom).toBeCloseTo(transform.zoom, 4);
        expect(Math.abs(back.offsetX - transform.offsetX)).toBeLessThan(1e-4 * size);
        expect(Math.abs(back.offsetY - transform.offsetY)).toBeLessThan(1e-4 * size);
      }),
    );
  });
});
