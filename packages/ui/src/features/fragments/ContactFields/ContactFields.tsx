import { fieldLimits } from '@shop/domain';
import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';

/** How the shop reaches a customer: the e-mail and the phone, as the forms name them. */
interface ContactValues {
  email: string;
  phone: string;
}

interface ContactFieldProps<Values extends FieldValues, Output> {
  /** `form.control` of a form whose values hold the field (`email` or `phone`). */
  control: Control<Values, unknown, Output>;
  /** The field's label in the form's words. */
  label: string;
  hint?: string;
  /** An id of the form's own, when a page shows two forms that ask it. */
  id?: string;
}

// Any form with these fields: react-hook-form cannot see them through the generic.
const contactControl = <Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
) => control as unknown as Control<ContactValues>;

/** The customer's e-mail: required, within the domain's limit, filled in by the browser. */
export function EmailField<Values extends FieldValues, Output>({
  control,
  ...props
}: ContactFieldProps<Values, Output>) {
  return (
    <FormField control={contactControl(control)} name="email">
      {(field) => (
        <TextField
          {...field}
          {...props}
          limit={fieldLimits.email}
          type="email"
          autoComplete="email"
          required
        />
      )}
    </FormField>
  );
}

/** The customer's phone, within the domain's limit, filled in by the browser; required if asked. */
export function PhoneField<Values extends FieldValues, Output>({
  control,
  required,
  ...props
}: ContactFieldProps<Values, Output> & { required?: boolean }) {
  return (
    <FormField control={contactControl(control)} name="phone">
      {(field) => (
        <TextField
          {...field}
          {...props}
          limit={fieldLimits.phone}
          type="tel"
          autoComplete="tel"
          required={required}
        />
      )}
    </FormField>
  );
}
