import { brand } from '@shop/brands/second/brand';
import '@shop/brands/second/fonts';
import { hydrateStorefront } from '@shop/storefront/client';

hydrateStorefront(brand);
