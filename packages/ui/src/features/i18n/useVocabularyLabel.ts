import {
  paymentMethodName,
  translationKey,
  type PaymentMethod,
  vocabularyNamespace,
  type VocabularyName,
  type VocabularyValue,
} from '@shop/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The label of a domain enumeration value in the page's language (`enums.<list>.<value>` in
 * `general`): one place for trade names (carriers, payment methods) and statuses.
 */
export function useVocabularyLabel() {
  const { t } = useTranslation(vocabularyNamespace);
  return useCallback(
    // The list and value are checked where the hook is called; over a generic list the typed
    // i18next key union cannot be resolved, so the lookup itself is by string.
    <Name extends VocabularyName>(list: Name, value: VocabularyValue<Name>): string =>
      (t as (key: string) => string)(translationKey(list, value)),
    [t],
  );
}

/**
 * A payment method's name in the page's language: its trade name (the same in every language) or,
 * for a card, a transfer or a billing account, the translated description.
 */
export function usePaymentMethodName() {
  const label = useVocabularyLabel();
  return useCallback(
    (method: PaymentMethod): string =>
      paymentMethodName(method, (described) => label('paymentMethods', described)),
    [label],
  );
}
