import { brand } from '@shop/brands/main/brand';
import '@shop/brands/main/fonts';
import { hydrateStorefront, reportError } from '@shop/storefront/client';
import { themeClass } from '@shop/ui/design-system/theme/brandTheme/main.css.ts';

// A page that cannot hydrate stays as the server rendered it; the failure goes to /api/log.
hydrateStorefront(brand, themeClass).catch(reportError);
