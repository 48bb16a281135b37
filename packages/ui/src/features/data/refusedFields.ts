import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiRefusalOf } from './apiRefusal.ts';
import { messageKey } from '../../design-system/forms/zodMessages.ts';

/**
 * Marks the fields the product API refused (its `error.fields`) with the translated `key`, so the
 * customer sees which value to fix; the API's own reason is English and never shown.
 */
export function markRefusedFields<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues, unknown, unknown>, 'getValues' | 'setError'>,
  error: unknown,
  key: string,
): void {
  const values = form.getValues() as Record<string, unknown>;
  for (const name of Object.keys(apiRefusalOf(error)?.fields ?? {}))
    if (name in values) form.setError(name as Path<TFieldValues>, { message: messageKey(key) });
}
