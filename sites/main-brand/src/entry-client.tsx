import { hydrateStorefront } from '@shop/storefront/client';
import { themeClass } from '@shop/ui/themes/main';
import { brandConfig } from '../brand.config.ts';

hydrateStorefront(brandConfig, themeClass);
