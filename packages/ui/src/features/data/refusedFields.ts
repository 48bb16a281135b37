import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiRefusalOf } from './apiRefusal.ts';
import { messageKey } from '../../design-system/forms/zodMessages.ts';

/**
 * Marks the fields the product API refused (its `error.fields`) with its reason, under the
 * translated lead `key` (which takes `{{reason}}`), so the customer sees which value to fix.
 */
export function markRefusedFields<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues, unknown, unknown>, 'getValues' | 'setError'>,
  error: unknown,
  key: string,
): void {
  const values = form.getValues() as Record<string, unknown>;
  for (const [name, reason] of Object.entries(apiRefusalOf(error)?.fields ?? {}))
    if (name in values)
      form.setError(name as Path<TFieldValues>, { message: messageKey(key, { reason }) });
}
