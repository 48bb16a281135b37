import { brand as main } from './main/brand.ts';
import { brand as second } from './second/brand.ts';

export type { BrandDefinition, BrandTheme } from './brandDefinition.ts';

/**
 * Every brand of the shop, one folder each; a new brand is a new folder and its line here. The
 * first is the default wherever a brand is not named.
 */
export const brands = [main, second] as const;

/** One of the registered brands, with its data's exact types. */
export type RegisteredBrand = (typeof brands)[number];
export type BrandId = RegisteredBrand['id'];

/** The brands' ids, the default (first) one first. */
export const brandIds = brands.map((brand) => brand.id) as readonly BrandId[] as readonly [
  BrandId,
  ...BrandId[],
];

/** The brand with this id. */
export function brandById<Id extends BrandId>(id: Id): Extract<RegisteredBrand, { id: Id }> {
  return brands.find((brand) => brand.id === id) as Extract<RegisteredBrand, { id: Id }>;
}
