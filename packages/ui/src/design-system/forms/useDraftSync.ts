import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Calls `onDraftChange` with the form's values whenever the customer changes one, so the caller
 * can keep a draft of a half-filled form (the checkout keeps one per step).
 */
export function useDraftSync<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'watch'>,
  onDraftChange: ((values: Partial<Values>) => void) | undefined,
): void {
  useEffect(() => {
    if (!onDraftChange) return undefined;
    const subscription = form.watch((values) => onDraftChange(values as Partial<Values>));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);
}
