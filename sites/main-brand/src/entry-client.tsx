import { brand } from '@shop/brands/main/brand';
import '@shop/brands/main/fonts';
import { hydrateStorefront } from '@shop/storefront/client';

hydrateStorefront(brand);
