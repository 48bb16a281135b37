import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { zodErrorMap } from './zodMessages.ts';

/** The resolver of a form's schema, with the shop's message keys (loaded with the form's rules). */
export function zodFormResolver<TSchema extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<z4.input<TSchema>, unknown, z4.output<TSchema>> {
  return zodResolver(schema, { error: zodErrorMap });
}
