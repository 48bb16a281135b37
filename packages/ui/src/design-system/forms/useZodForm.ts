import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { zodErrorMap } from './zodMessages.ts';

export type ZodFormSchema = z4.$ZodType<FieldValues, FieldValues>;

export type UseZodFormOptions<TSchema extends ZodFormSchema> = Omit<
  UseFormProps<z4.input<TSchema>, unknown, z4.output<TSchema>>,
  'resolver'
>;

/**
 * react-hook-form driven by a zod schema from the caller (usually `@shop/domain`). Errors are
 * translation keys (see zodMessages.ts). Validation runs on blur, then on every change of a field
 * that has been touched; on submit focus moves to the first invalid field.
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  options: UseZodFormOptions<TSchema> = {},
): UseFormReturn<z4.input<TSchema>, unknown, z4.output<TSchema>> {
  return useForm<z4.input<TSchema>, unknown, z4.output<TSchema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema, { error: zodErrorMap }),
  });
}
