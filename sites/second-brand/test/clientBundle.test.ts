import { describeClientBundleBudget } from '@shop/storefront/testing';

describeClientBundleBudget(`${import.meta.dirname}/..`);
