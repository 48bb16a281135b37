import { brand } from '@shop/brands/main/brand';
import { fontPreloads } from '@shop/brands/main/fonts';
import { createRenderer } from '@shop/storefront/render';
import { themeClass } from '@shop/ui/design-system/theme/brandTheme/main.css.ts';

export const render = createRenderer(brand, { themeClass, fontPreloads });
