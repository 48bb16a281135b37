import { brand } from '@shop/brands/second/brand';
import { fontPreloads } from '@shop/brands/second/fonts';
import { createRenderer } from '@shop/storefront/render';
import { themeClass } from '@shop/ui/design-system/theme/brandTheme/second.css.ts';

export const render = createRenderer(brand, { themeClass, fontPreloads });
