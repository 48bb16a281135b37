import type { Control } from 'react-hook-form';
import { fieldLimits } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';

/** The name fields every form of the shop asks in the same words and order. */
interface NameValues {
  first_name: string;
  last_name: string;
}

export interface NameFieldsProps<Values extends NameValues, Output> {
  /** `form.control` of a form whose values hold `first_name` and `last_name`. */
  control: Control<Values, unknown, Output>;
  /** Ids `<prefix>-first-name` and `<prefix>-last-name`, when the form names its fields. */
  idPrefix?: string;
}

/** First and last name, side by side from tablets up; both required, filled in by the browser. */
export function NameFields<Values extends NameValues, Output>({
  control,
  idPrefix,
}: NameFieldsProps<Values, Output>) {
  const { t } = useTranslation('general');
  // Any form with these two string fields: react-hook-form cannot see them through the generic.
  const names = control as unknown as Control<NameValues>;
  return (
    <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
      <FormField control={names} name="first_name">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.personName}
            id={idPrefix && `${idPrefix}-first-name`}
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
          />
        )}
      </FormField>
      <FormField control={names} name="last_name">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.personName}
            id={idPrefix && `${idPrefix}-last-name`}
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
          />
        )}
      </FormField>
    </Columns>
  );
}
