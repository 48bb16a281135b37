import type { Template } from './types.ts';

/** The value, or a failed test when it is missing. */
export function defined<Value>(value: Value | undefined | null, what = 'value'): Value {
  if (value === undefined || value === null) throw new Error(`Expected a ${what}`);
  return value;
}

/** A two-page A4 template for the model's tests: a cover with two photo slots and a title, an inner page with one slot. */
export function buildTestTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 1001,
    article_id: 1001,
    print_size_mm: { width: 210, height: 297 },
    bleed_mm: 3,
    safe_area_mm: { top: 10, right: 10, bottom: 10, left: 10 },
    min_effective_dpi: 150,
    page_count: { min: 2, max: 2, step: 1 },
    pages: [
      {
        index: 0,
        side: 'cover',
        photo_slots: [
          { id: 'cover-1', x_mm: 10, y_mm: 10, width_mm: 190, height_mm: 120, rotation_deg: 0 },
          { id: 'cover-2', x_mm: 10, y_mm: 140, width_mm: 90, height_mm: 90, rotation_deg: 0 },
        ],
        text_slots: [
          {
            id: 'title',
            x_mm: 10,
            y_mm: 240,
            width_mm: 190,
            height_mm: 30,
            rotation_deg: 0,
            default_text: 'Our summer',
            max_length: 40,
            font_family: 'Inter',
            font_size_pt: 24,
            color: '#1b1b1b',
            align: 'center',
          },
        ],
      },
      {
        index: 1,
        side: 'inner',
        photo_slots: [
          { id: 'inner-1', x_mm: 10, y_mm: 10, width_mm: 190, height_mm: 200, rotation_deg: 0 },
        ],
        text_slots: [],
      },
    ],
    ...overrides,
  };
}
