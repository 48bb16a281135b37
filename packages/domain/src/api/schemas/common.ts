import { z } from 'zod';
import {
  assetKinds,
  brandIds,
  currencies,
  dateFilters,
  imageFormatSets,
  productCategoryTags,
  triStateFilters,
} from '../../vocabulary/index.ts';
import { fieldLimits } from '../../validation/fieldLimits.ts';
import { httpUrlProtocol } from '../../validation/inputRules.ts';

/** Numeric ids of the product API (articles, cart lines, addresses, tickets…). */
export const idSchema = z.int().positive();
/** Opaque public ids the API hands out where ids appear in URLs (designs, tracking, actions). */
export const publicIdSchema = z.string().trim().min(1);
/** A moment as ISO 8601 with offset, e.g. `2026-11-22T03:10:00Z`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day, `yyyy-mm-dd`. */
export const dateSchema = z.iso.date();
/** Links and assets the API hands out: http(s) only, so no `javascript:` URL reaches an href or src. */
export const urlSchema = z.url({ protocol: httpUrlProtocol });
/** ISO 3166-1 alpha-2, uppercase. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
/** ISO 639-1, lowercase, as in the site's path prefix. */
export const languageSchema = z.string().regex(/^[a-z]{2}$/);

const currencySchema = z.enum(currencies);
export const productCategoryTagSchema = z.enum(productCategoryTags);
export const dateFilterSchema = z.enum(dateFilters);
export const triStateFilterSchema = z.enum(triStateFilters);

/** An amount in major units (24.95), taxes included; display rounding is the formatter's job. */
export const moneySchema = z.object({
  amount: z.number().nonnegative(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

/** An article's price in one currency; `original_amount` is the crossed-out price of a promotion. */
const priceSchema = z.object({
  currency: currencySchema,
  amount: z.number().nonnegative(),
  original_amount: z.number().nonnegative().nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/** Every price of an article, one per currency (at most one each). */
export const pricesSchema = z
  .array(priceSchema)
  .min(1)
  .refine((prices) => new Set(prices.map((price) => price.currency)).size === prices.length, {
    message: 'One price per currency',
  });

const imageFormats = [...new Set(imageFormatSets.flat())] as [string, ...string[]];

/** One encoding of an image; `<picture>` lists them in order, the last one is the `<img>` fallback. */
const imageSourceSchema = z.object({
  format: z.enum(imageFormats),
  url: urlSchema,
});

/** An image in one of the spec's source sets: avif, webp, then jpg (photos) or png (graphics). */
export const imageSchema = z.object({
  kind: z.enum(assetKinds),
  alt: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
  /** Dominant colour (`#rrggbb`) the page shows in the picture's box until it loads. */
  placeholder: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'A colour as #rrggbb')
    .optional(),
  sources: z
    .array(imageSourceSchema)
    .refine(
      (sources) =>
        imageFormatSets.some(
          (set) =>
            set.length === sources.length &&
            set.every((format, index) => sources[index]?.format === format),
        ),
      { message: `Sources must be ${imageFormatSets.map((set) => set.join(',')).join(' or ')}` },
    ),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * The brand whose shops a customer's or an order's lookup is limited to (orders, tracking,
 * designs, tickets, invoices, commissions). Required: an omitted brand never means every brand's,
 * and another brand's record answers 404 as one that is not there.
 */
export const brandScopeShape = { brand: z.enum(brandIds) };

/** Page request of every paginated list; the API caps `per_page` at 100. */
export const pageRequestShape = {
  page: z.int().min(1).default(1),
  per_page: z.int().min(1).max(100).default(20),
};

export const paginationSchema = z.object({
  page: z.int().min(1),
  per_page: z.int().min(1),
  total_items: z.int().nonnegative(),
  total_pages: z.int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A customer's trimmed free text, not empty and within its field's limit. */
const requiredText = (limit: number) => z.string().trim().min(1).max(limit);
/** A customer's trimmed free text within its field's limit, or null when not given. */
const optionalText = (limit: number) => z.string().trim().max(limit).nullable().default(null);

/** A postal address as the API stores it; `country` is ISO alpha-2. */
const addressFieldsShape = {
  first_name: requiredText(fieldLimits.personName),
  last_name: requiredText(fieldLimits.personName),
  company_name: optionalText(fieldLimits.companyName),
  street: requiredText(fieldLimits.street),
  street_number: optionalText(fieldLimits.streetNumber),
  additional: optionalText(fieldLimits.additionalAddressLine),
  postcode: requiredText(fieldLimits.postcode),
  city: requiredText(fieldLimits.city),
  province: optionalText(fieldLimits.province),
  country: countryCodeSchema,
  phone: requiredText(fieldLimits.phone),
};
export const addressInputSchema = z.object(addressFieldsShape);
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: idSchema,
  ...addressFieldsShape,
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The answer of calls that only acknowledge. */
export const acknowledgementSchema = z.object({ ok: z.literal(true) });
export const emptyRequestSchema = z.object({});
