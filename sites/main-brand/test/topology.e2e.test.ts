import { describeTopology } from '@shop/storefront/testing';

describeTopology(`${import.meta.dirname}/..`);
