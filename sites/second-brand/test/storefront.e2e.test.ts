import { describeStorefront } from '@shop/storefront/testing';
import { brand as brandConfig } from '@shop/brands/second/brand';

describeStorefront(`${import.meta.dirname}/..`, brandConfig);
