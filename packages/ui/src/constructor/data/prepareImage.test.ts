import { describe, expect, it } from 'vitest';
import { effectiveDpi } from '../model/geometry.ts';
import { neededShortSide, resizedSize, zoomHeadroom } from './prepareImage.ts';

const a4Book = { print_size_mm: { width: 210, height: 297 }, bleed_mm: 3, min_effective_dpi: 150 };

describe('resizing for print', () => {
  it('keeps enough pixels for the DPI rule on a full page at the zoom headroom', () => {
    const shortSide = neededShortSide(a4Book);
    const photo = resizedSize(6000, 4000, shortSide);
    expect(photo.height).toBe(shortSide);
    // The resized photo filling the whole page with bleed, turned either way, zoomed to the headroom.
    const page = { width: 216, height: 303 };
    const transform = { zoom: zoomHeadroom, rotation: 0, offsetX: 0, offsetY: 0 };
    expect(effectiveDpi(page, photo, transform)).toBeGreaterThanOrEqual(150);
    expect(effectiveDpi(page, photo, { ...transform, rotation: 90 })).toBeGreaterThanOrEqual(150);
  });

  it('never enlarges a small photo', () => {
    expect(resizedSize(1200, 800, 3600)).toEqual({ width: 1200, height: 800, scale: 1 });
  });
});
