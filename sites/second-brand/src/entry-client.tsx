import { hydrateStorefront } from '@shop/storefront/client';
import { themeClass } from '@shop/ui/themes/second';
import { brandConfig } from '../brand.config.ts';

hydrateStorefront(brandConfig, themeClass);
