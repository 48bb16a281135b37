import { brand } from '@shop/brands/second/brand';
import '@shop/brands/second/fonts';
import { hydrateStorefront, reportError } from '@shop/storefront/client';

// A page that cannot hydrate stays as the server rendered it; the failure goes to /api/log.
hydrateStorefront(brand).catch(reportError);
