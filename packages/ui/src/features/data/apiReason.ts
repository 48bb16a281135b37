import { apiErrorDetailSchema, isApiError } from '@shop/domain';

/** The product API's own words for a refused form, when it gave them. */
export function apiReasonOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const detail = apiErrorDetailSchema.safeParse(error.data);
  return detail.success && detail.data.message !== '' ? detail.data.message : undefined;
}
