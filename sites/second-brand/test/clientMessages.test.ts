import { describeClientMessages } from '@shop/storefront/testing';

describeClientMessages(`${import.meta.dirname}/..`);
