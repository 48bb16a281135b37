import { describeAssetDelivery } from '@shop/storefront/testing';

describeAssetDelivery(`${import.meta.dirname}/..`, 'second');
