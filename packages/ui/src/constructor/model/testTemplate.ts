import { fixtures } from '@shop/mocks';
import type { Template, TemplatePage } from './types.ts';

/** The value, or a failed test when it is missing. */
export function defined<Value>(value: Value | undefined | null, what = 'value'): Value {
  if (value === undefined || value === null) throw new Error(`Expected a ${what}`);
  return value;
}

type PhotoSlot = TemplatePage['photo_slots'][number];

const photoSlot = (id: string, x: number, y: number, width: number, height: number): PhotoSlot => ({
  id,
  x_mm: x,
  y_mm: y,
  width_mm: width,
  height_mm: height,
  rotation_deg: 0,
});

/**
 * The mock API's A4 template made a two-page book for the model's tests: its cover with two photo
 * slots and its title, and an inner page with one slot that also takes free photos.
 */
export function buildTestTemplate(overrides: Partial<Template> = {}): Template {
  return fixtures.productTemplate.build({
    page_count: { min: 2, max: 2, step: 1 },
    pages: [
      fixtures.productTemplate.page({
        photo_slots: [
          photoSlot('cover-1', 10, 10, 190, 120),
          photoSlot('cover-2', 10, 140, 90, 90),
        ],
      }),
      fixtures.productTemplate.page({
        index: 1,
        side: 'inner',
        photo_slots: [photoSlot('inner-1', 10, 10, 190, 200)],
        text_slots: [],
        free_photos: true,
      }),
    ],
    ...overrides,
  });
}

/**
 * A small book for the page commands' tests: a cover, two inner template pages that alternate,
 * and a back; 4 to 10 inner pages in sheets of 2.
 */
export function buildTestBook(overrides: Partial<Template> = {}): Template {
  const inner = (index: number, slot: string) =>
    fixtures.productTemplate.page({
      index,
      side: 'inner',
      photo_slots: [photoSlot(slot, 10, 10, 190, 200)],
      text_slots: [],
    });
  return fixtures.productTemplate.build({
    page_count: { min: 4, max: 10, step: 2 },
    pages: [
      fixtures.productTemplate.page({ photo_slots: [photoSlot('cover-1', 10, 10, 190, 120)] }),
      inner(1, 'left-1'),
      inner(2, 'right-1'),
      fixtures.productTemplate.page({ index: 3, side: 'back', photo_slots: [] }),
    ],
    ...overrides,
  });
}
