import { z } from 'zod';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idSchema, moneySchema } from '../schemas/common.ts';

export const productForms = ['book', 'calendar', 'mug', 'canvas', 'sheet'] as const;
export type ProductForm = (typeof productForms)[number];

/** A rectangle on a page, in millimetres from the page's top-left corner (bleed excluded). */
const slotGeometrySchema = z.object({
  x_mm: z.number(),
  y_mm: z.number(),
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  rotation_deg: z.number().min(-360).max(360).default(0),
});

const photoSlotSchema = slotGeometrySchema.extend({
  id: z.string().min(1),
});

const textSlotSchema = slotGeometrySchema.extend({
  id: z.string().min(1),
  default_text: z.string(),
  /** At most what a design's text may hold, so the editor never lets more through than a save takes. */
  max_length: z.int().positive().max(fieldLimits.designText),
  font_family: z.string().min(1),
  font_size_pt: z.number().positive(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  align: z.enum(['left', 'center', 'right']),
});

/** One printed surface: a page of a book, the front of a card, the wrap of a mug. */
const templatePageSchema = z.object({
  index: z.int().nonnegative(),
  side: z.enum(['cover', 'front', 'back', 'inner']),
  photo_slots: z.array(photoSlotSchema),
  text_slots: z.array(textSlotSchema),
  /**
   * The customer may also put photos anywhere on this page, outside its photo slots (a book's inner
   * pages); false when left out, so templates from before free photos keep only their slots.
   */
  free_photos: z.boolean().default(false),
  /**
   * A calendar's dates on this page: `month` draws the grid of the page's month (its name and
   * year, the weekdays, the days and the country's public holidays), `year` the year or years the
   * calendar covers (its cover). Left out on every page of other products.
   */
  calendar_area: slotGeometrySchema.extend({ shows: z.enum(['month', 'year']) }).optional(),
});

/**
 * What the constructor needs to lay out a design for an article. Sizes are the trimmed print size;
 * the printer cuts `bleed_mm` off every edge and nothing important may leave the safe area.
 */
export const productTemplateSchema = z.object({
  id: idSchema,
  article_id: idSchema,
  print_size_mm: z.object({ width: z.number().positive(), height: z.number().positive() }),
  bleed_mm: z.number().nonnegative(),
  safe_area_mm: z.object({
    top: z.number().nonnegative(),
    right: z.number().nonnegative(),
    bottom: z.number().nonnegative(),
    left: z.number().nonnegative(),
  }),
  /** Photos below this effective resolution at their printed size get a quality warning. */
  min_effective_dpi: z.int().positive(),
  /**
   * Inner page count limits for books: the customer adds and removes `step` pages (a sheet) at a
   * time between `min` and `max`; `min === max` for fixed products.
   */
  page_count: z
    .object({
      min: z.int().positive(),
      max: z.int().positive(),
      step: z.int().positive(),
    })
    .refine((count) => count.min <= count.max, { message: 'min must not exceed max' }),
  /**
   * What one product of this design costs in the site's currency, as the cart will charge it:
   * `base` (the article's price); a book's `base` buys `page_count.min` inner pages and each sheet
   * more adds `per_extra_sheet`. Left out when the price is not known.
   */
  pricing: z.object({ base: moneySchema, per_extra_sheet: moneySchema.optional() }).optional(),
  pages: z.array(templatePageSchema).min(1),
  /**
   * How the printed product is made, so the editor can show it as it arrives: a bound book, a
   * wall calendar, a mug's wrap, a canvas stretched over its frame, or a flat sheet (the default).
   */
  form: z.enum(productForms).optional(),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

export const productTemplateEndpoints = {
  getForArticle: defineEndpoint({
    method: 'GET',
    path: '/catalogue/articles/{article_id}/template',
    access: 'public',
    summary: 'The constructor template of an article (/create/{article_id}).',
    request: z.object({ article_id: idSchema }),
    response: z.object({ template: productTemplateSchema }),
  }),
};
