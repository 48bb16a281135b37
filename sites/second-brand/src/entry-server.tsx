import { brand } from '@shop/brands/second/brand';
import { fontPreloads } from '@shop/brands/second/fonts';
import { createRenderer } from '@shop/storefront/render';

export const render = createRenderer(brand, fontPreloads);
