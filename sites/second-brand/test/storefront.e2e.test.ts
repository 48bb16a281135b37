import { describeStorefront } from '@shop/storefront/testing';
import { brandConfig } from '../brand.config.ts';

describeStorefront(`${import.meta.dirname}/..`, brandConfig);
