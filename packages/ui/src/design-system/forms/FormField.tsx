import type { ReactElement } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useDesignSystemLabels } from '../provider/DesignSystemContext.tsx';
import { translateFieldError } from './zodMessages.ts';

export type FormFieldRenderProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControllerRenderProps<TFieldValues, TName> & {
  /** The translated error of this field, for the control's `error` prop. */
  error: string | undefined;
};

export interface FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOutput,
> {
  /** `form.control` from `useZodForm`: types the name and the value. */
  control: Control<TFieldValues, unknown, TOutput>;
  name: TName;
  /**
   * Renders the control with the field's value, handlers, ref (for focus on error) and translated
   * error. The control's Field shell ties label, hint and error with aria attributes.
   *
   * `<FormField control={form.control} name="email">{(field) => <TextField label="E-mail" {...field} />}</FormField>`
   */
  children: (field: FormFieldRenderProps<TFieldValues, TName>) => ReactElement;
}

/** One field of a Form: connects a control to react-hook-form and translates its error. */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TOutput,
>({ control, name, children }: FormFieldProps<TFieldValues, TName, TOutput>) {
  const labels = useDesignSystemLabels();
  const { field, fieldState } = useController({ control, name });
  return children({
    ...field,
    error: translateFieldError(labels.fieldError, fieldState.error?.message),
  });
}
