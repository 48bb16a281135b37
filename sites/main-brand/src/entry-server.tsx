import { brand } from '@shop/brands/main/brand';
import { fontPreloads } from '@shop/brands/main/fonts';
import { createRenderer } from '@shop/storefront/render';

export const render = createRenderer(brand, fontPreloads);
