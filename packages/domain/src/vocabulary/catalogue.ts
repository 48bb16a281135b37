/** Tags the catalogue puts on product categories (spec section 3). */
export const productCategoryTags = [
  'INFANTIL',
  'OUTLET',
  'NOVELTY',
  'TOP_SALES',
  'ECONOMIC',
  'PROMOTION',
] as const;
export type ProductCategoryTag = (typeof productCategoryTags)[number];

/**
 * What a product page lists under its specifications, in this order: the variants an article
 * comes in (sizes, covers, page counts, papers, finishes) and what it is made of.
 */
export const specificationKinds = [
  'size',
  'cover',
  'pages',
  'paper',
  'finish',
  'material',
] as const;
export type SpecificationKind = (typeof specificationKinds)[number];

/** How a catalogue page lists its content. */
export const listModes = ['LIST_DESIGNS', 'LIST', 'LANDING'] as const;
export type ListMode = (typeof listModes)[number];

export const mediaTypes = ['IMAGE', 'VIDEO'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const contentKinds = ['RESOURCE', 'TAB', 'ARTICLE'] as const;

/** Kinds of image asset the shop serves, used to build asset URLs. */
export const assetKinds = [
  'attribute',
  'banner',
  'catalog',
  'environment',
  'design',
  'product',
  'project_preview',
  'review',
  'shipment_company',
] as const;
export type AssetKind = (typeof assetKinds)[number];

/** The two source sets an image is offered in, best format first (photos end in jpg, graphics in png). */
export const imageFormatSets = [
  ['avif', 'webp', 'jpg'],
  ['avif', 'webp', 'png'],
] as const;

/** Who can see a design project. */
export const projectScopes = ['GROUP_APPLICATIONS', 'APPLICATION', 'PRIVATE'] as const;
export type ProjectScope = (typeof projectScopes)[number];

export const sortOrders = ['DATE_LAST_MODIFICATION', 'DATE_CREATION', 'POPULARITY'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** How the search lists its results: relevance, price either way, or one of the sort orders. */
export const searchSorts = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', ...sortOrders] as const;
export type SearchSort = (typeof searchSorts)[number];
