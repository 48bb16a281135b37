import { describeStorefront } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/main/brand';

describeStorefront(`${import.meta.dirname}/..`, brandConfig);
