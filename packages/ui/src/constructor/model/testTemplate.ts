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
 * slots and its title, and an inner page with one slot.
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
      }),
    ],
    ...overrides,
  });
}
