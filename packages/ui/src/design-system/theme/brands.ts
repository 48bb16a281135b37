/** The shop's brands, each one folder in `brands/` (`@shop/brands`); a storefront or a story picks one. */
export { brandIds as brands, type BrandId as Brand } from '@shop/brands';
