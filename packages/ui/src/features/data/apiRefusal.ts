import { apiErrorDetailSchema, isApiError } from '@shop/domain';

/** Why the product API refused a call: its own message and the fields it names, when it said so. */
export interface ApiRefusal {
  message: string;
  fields: Readonly<Record<string, string>>;
}

/** The API's reason from a failed call (its error envelope), or undefined for other failures. */
export function apiRefusalOf(error: unknown): ApiRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const detail = apiErrorDetailSchema.safeParse(error.data);
  if (!detail.success) return undefined;
  return { message: detail.data.message, fields: detail.data.fields ?? {} };
}
