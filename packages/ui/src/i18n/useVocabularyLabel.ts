import {
  translationKey,
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
    <Name extends VocabularyName>(list: Name, value: VocabularyValue<Name>): string => {
      const key: string = translationKey(list, value);
      return t(key);
    },
    [t],
  );
}
