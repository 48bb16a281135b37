import { brand } from '@shop/brands/second/brand';
import '@shop/brands/second/fonts';
import { hydrateStorefront, reportError } from '@shop/storefront/client';
import { themeClass } from '@shop/ui/design-system/theme/brandTheme/second.css.ts';

// A page that cannot hydrate stays as the server rendered it; the failure goes to /api/log.
hydrateStorefront(brand, themeClass).catch(reportError);
