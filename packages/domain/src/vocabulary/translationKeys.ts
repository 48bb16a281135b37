import {
  productCategoryTags,
  listModes,
  mediaTypes,
  contentKinds,
  assetKinds,
  projectScopes,
  sortOrders,
  specificationKinds,
} from './catalogue.ts';
import {
  checkoutStepNames,
  deliveryAddressKinds,
  deliveryTypes,
  shipmentModes,
} from './checkout.ts';
import { contactChannels, errorPageContentPlacements } from './contact.ts';
import { customerTypes } from './customers.ts';
import { dateFilters, triStateFilters } from './filters.ts';
import {
  orderStatusCodes,
  shipmentTrackingStates,
  ticketStatuses,
  userRequiredActionTypes,
} from './orders.ts';
import { describedPaymentMethods, paymentStatuses, paymentTypes } from './payments.ts';
import { currencies } from './shops.ts';
import { trackingParameters } from './tracking.ts';

/** Every enumeration a customer can see a label for, by list name. */
export const vocabularies = {
  customerTypes,
  checkoutStepNames,
  shipmentModes,
  deliveryTypes,
  deliveryAddressKinds,
  productCategoryTags,
  specificationKinds,
  orderStatusCodes,
  shipmentTrackingStates,
  userRequiredActionTypes,
  ticketStatuses,
  paymentStatuses,
  paymentTypes,
  // Carriers and the other payment methods go by their trade names (`carrierNames`,
  // `paymentMethodTradeNames`), the same in every language.
  paymentMethods: describedPaymentMethods,
  currencies,
  listModes,
  contactChannels,
  mediaTypes,
  contentKinds,
  assetKinds,
  dateFilters,
  triStateFilters,
  projectScopes,
  sortOrders,
  errorPageContentPlacements,
  trackingParameters,
} as const;
export type VocabularyName = keyof typeof vocabularies;
export type VocabularyValue<Name extends VocabularyName> = (typeof vocabularies)[Name][number];

/** i18next namespace holding every enumeration label. */
export const vocabularyNamespace = 'general';

/**
 * Translation key of one enumeration value, e.g. `enums.orderStatusCodes.9`, in the `general`
 * namespace, so every package labels a value the same way.
 */
export function translationKey<Name extends VocabularyName>(
  list: Name,
  value: VocabularyValue<Name>,
): `enums.${Name}.${VocabularyValue<Name>}` {
  // Exact key type, so typed i18next resources check it against the English labels.
  return `enums.${list}.${String(value)}` as `enums.${Name}.${VocabularyValue<Name>}`;
}
