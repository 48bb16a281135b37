import { z } from 'zod';
import { brandIds, projectScopes, sortOrders } from '../../vocabulary/index.ts';
import { defineEndpoint } from '../endpoint.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { designNameSchema } from '../../validation/inputRules.ts';
import { emailSchema } from '../../validation/email.ts';
import {
  acknowledgementSchema,
  brandScopeShape,
  dateTimeSchema,
  idSchema,
  imageSchema,
  pageRequestShape,
  paginationSchema,
  publicIdSchema,
  urlSchema,
} from '../schemas/common.ts';
import { designSummarySchema } from './catalogue.ts';

export const canvasEdges = ['mirror', 'colour', 'photo'] as const;
export type CanvasEdge = (typeof canvasEdges)[number];

/** A photo placed in a template slot; the crop is in the photo's own pixels. */
const designPhotoSchema = z.object({
  slot_id: z.string().min(1),
  image: z.object({ url: urlSchema, width: z.int().positive(), height: z.int().positive() }),
  crop: z.object({
    x: z.number().nonnegative(),
    y: z.number().nonnegative(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
  rotation_deg: z.number().min(-360).max(360),
  /** Mirrored left to right / top to bottom before cropping; false when left out. */
  flip_x: z.boolean().optional(),
  flip_y: z.boolean().optional(),
  /** `fit` shows the whole photo inside the slot; `fill` (the default) covers the slot. */
  fit: z.enum(['fill', 'fit']).optional(),
  /** A look over the photo, and adjustments in percent (0 leaves it as it is). */
  filter: z
    .object({
      preset: z.enum(['blackWhite', 'sepia', 'warm', 'cool']).optional(),
      brightness: z.number().min(-100).max(100).optional(),
      contrast: z.number().min(-100).max(100).optional(),
      saturation: z.number().min(-100).max(100).optional(),
    })
    .optional(),
});

/** Clip-art from the shop's sticker set, placed on a page in millimetres. */
const designStickerSchema = z.object({
  id: z.string().min(1).max(64),
  sticker: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-zA-Z0-9]*$/),
  x_mm: z.number(),
  y_mm: z.number(),
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  rotation_deg: z.number().min(-360).max(360),
});

const designTextSchema = z.object({
  slot_id: z.string().min(1),
  text: z.string().max(fieldLimits.designText),
  font_family: z.string().min(1).optional(),
  font_size_pt: z.number().positive().optional(),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  /** Line height as a multiple of the font size. */
  line_height: z.number().min(0.5).max(3).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  /** `shrink`: the text is made smaller until it fits its box. */
  fit: z.enum(['grow', 'shrink']).optional(),
});

/** The constructor's document: what goes in each slot of each template page. Sent as a JSON string. */
export const designDocumentSchema = z.object({
  version: z.literal(1),
  template_id: idSchema,
  /**
   * A calendar's first month (1 = January) and its year; its month pages follow from there.
   * Left out for other products.
   */
  calendar: z
    .object({
      start_year: z.int().min(2000).max(2100),
      start_month: z.int().min(1).max(12),
    })
    .optional(),
  /**
   * What a canvas shows round its frame: the photo's edge mirrored (the default), the page's
   * colour, or the photo itself folded round (its outer part then leaves the front). Left out for
   * other products.
   */
  canvas_edge: z.enum(canvasEdges).optional(),
  pages: z.array(
    z.object({
      index: z.int().nonnegative(),
      /**
       * The template page this page repeats: a book's inner pages share its inner template pages,
       * added, removed and reordered by the customer. Left out, it is `index`.
       */
      template_page: z.int().nonnegative().optional(),
      photos: z.array(designPhotoSchema),
      texts: z.array(designTextSchema),
      /** A colour (`#rrggbb`) or one of the shop's patterns and textures by name; white when left out. */
      background: z
        .string()
        .regex(/^(#[0-9a-f]{6}|[a-z][a-zA-Z0-9]*)$/i)
        .optional(),
      stickers: z.array(designStickerSchema).optional(),
    }),
  ),
});
export type DesignDocument = z.infer<typeof designDocumentSchema>;

/** A design with its document; ready-made designs have `scope` APPLICATION or GROUP_APPLICATIONS. */
export const designSchema = designSummarySchema.extend({
  scope: z.enum(projectScopes),
  created_at: dateTimeSchema,
  /** Bumped by every save; an update must send the revision it started from. */
  revision: z.int().nonnegative(),
  document: designDocumentSchema,
});
export type Design = z.infer<typeof designSchema>;

const designListRequestShape = {
  sort: z.enum(sortOrders).default('DATE_LAST_MODIFICATION'),
  ...pageRequestShape,
};
const designPath = { design_id: publicIdSchema };
/**
 * The rendered picture of the design's first page, made by the constructor when it saves and
 * uploaded first through `images.upload`: the cart line and the design lists show it. Only a
 * picture this session uploaded is taken; without one, the last one stays.
 */
const previewUrlShape = { preview_url: urlSchema.optional() };
/** A design of one brand's shops: another brand's design answers 404. */
const ownDesignRequestShape = {
  ...designPath,
  /** Only a design saved in this brand's shops: each storefront opens its own. */
  ...brandScopeShape,
};

export const designEndpoints = {
  listReadyMade: defineEndpoint({
    method: 'GET',
    path: '/catalogue/articles/{article_id}/designs',
    access: 'public',
    summary: 'Ready-made designs of an article (/designs/{slug}/{article_id}).',
    request: z.object({ article_id: idSchema, ...designListRequestShape }),
    response: z.object({ designs: z.array(designSummarySchema), pagination: paginationSchema }),
  }),
  getReadyMade: defineEndpoint({
    method: 'GET',
    path: '/catalogue/designs/{design_id}',
    access: 'public',
    summary: 'One ready-made design with its document (/design/{slug}/{design_id}).',
    request: z.object(designPath),
    response: z.object({ design: designSchema }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/designs',
    access: 'session',
    summary: "The customer's own designs (the guest session's before login) (/accounts/designs).",
    request: z.object({
      article_id: idSchema.optional(),
      /** Only the designs saved in this brand's shops: each storefront lists its own. */
      ...brandScopeShape,
      ...designListRequestShape,
    }),
    response: z.object({
      designs: z.array(designSchema.omit({ document: true })),
      pagination: paginationSchema,
    }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/designs',
    access: 'session',
    summary: 'Start a design for an article, empty or copied from a ready-made one.',
    request: z.object({
      article_id: idSchema,
      name: designNameSchema,
      from_design_id: publicIdSchema.optional(),
      document: designDocumentSchema.optional(),
      /** The brand whose shop the design is saved in (its design library lists it). */
      brand: z.enum(brandIds).default('main'),
      ...previewUrlShape,
    }),
    response: z.object({ design: designSchema }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/designs/{design_id}',
    access: 'session',
    summary:
      "One of the customer’s designs with its document (the constructor reopens it); someone else's is 403 (the page offers the mailed link or a login), another brand's or an unknown one 404.",
    request: z.object(ownDesignRequestShape),
    response: z.object({ design: designSchema }),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/designs/{design_id}',
    access: 'session',
    summary:
      "Save or autosave; a stale `revision` answers error 409 so the constructor can reload; another brand's design is 404.",
    request: z.object({
      ...ownDesignRequestShape,
      revision: z.int().nonnegative(),
      name: z.optional(designNameSchema),
      document: designDocumentSchema.optional(),
      ...previewUrlShape,
    }),
    response: z.object({ design: designSchema }),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/designs/{design_id}',
    access: 'session',
    summary: "Delete one of the customer’s designs; another brand's design is 404.",
    request: z.object(ownDesignRequestShape),
    response: acknowledgementSchema,
  }),
  emailLink: defineEndpoint({
    method: 'POST',
    path: '/designs/{design_id}/email-link',
    access: 'session',
    summary:
      "Mail a link that opens one of the caller's designs in any browser (its token, see `openLink`); another brand's design is 404.",
    request: z.object({ ...ownDesignRequestShape, email: emailSchema }),
    response: acknowledgementSchema,
  }),
  openLink: defineEndpoint({
    method: 'POST',
    path: '/designs/{design_id}/open-link',
    access: 'session',
    summary:
      "Open a design with the token of its mailed link: the caller's session (or account) may open and save it from then on. A wrong token is 403; another brand's design is 404.",
    request: z.object({
      ...ownDesignRequestShape,
      /** The `token` of the link's address (`/create/{article_id}?design=…&token=…`). */
      link_token: z.string().min(1).max(128),
    }),
    response: z.object({ design: designSchema }),
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/designs/{design_id}/preview',
    access: 'session',
    summary: "Rendered preview images of a design, one per page; another brand's design is 404.",
    request: z.object(ownDesignRequestShape),
    response: z.object({ previews: z.array(imageSchema) }),
  }),
};
