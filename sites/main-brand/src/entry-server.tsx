import { createRenderer } from '@shop/storefront/render';
import { themeClass } from '@shop/ui/themes/main';
import { brandConfig } from '../brand.config.ts';

export const render = createRenderer(brandConfig, themeClass);
