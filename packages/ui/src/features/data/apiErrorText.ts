import { isApiError, productApiErrorName } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { apiRefusalOf } from './apiRefusal.ts';

/**
 * Why the product API refused a call, in the site's language: its error code's text
 * (`errors:api.*`), never the API's English message; undefined for a failure that is not the
 * API's answer (network, timeout), which screens word themselves.
 */
export function useApiErrorText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('errors');
  return (error) => {
    if (!isApiError(error) || apiRefusalOf(error) === undefined) return undefined;
    const code = error.errorCode;
    const name = code === undefined ? undefined : productApiErrorName(code);
    return t(`api.${name ?? 'unknown'}`);
  };
}
