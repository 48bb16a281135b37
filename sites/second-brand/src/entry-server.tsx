import { createRenderer } from '@shop/storefront/render';
import { fontPreloads, themeClass } from '@shop/ui/themes/second';
import { brandConfig } from '../brand.config.ts';

export const render = createRenderer(brandConfig, themeClass, fontPreloads);
