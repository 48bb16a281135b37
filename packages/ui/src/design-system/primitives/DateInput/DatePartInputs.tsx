import { dateTimeFormat } from '@shop/domain';
import { useMemo, type FocusEvent, type Ref } from 'react';
import {
  useDesignSystemLabels,
  useDesignSystemLanguage,
} from '../../provider/DesignSystemContext.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
import { bareInput, controlBox } from '../Field/Field.css.ts';
import * as styles from './DateInput.css.ts';

/** What each part of a date gets from the date input: the field's attributes and its handlers. */
interface DatePartProps {
  /** The date's id: each part's is made from it (`{baseId}-day`). */
  baseId: string;
  /** The Field's attributes without its id (each part has its own). */
  control: Omit<FieldControlProps, 'id'>;
  disabled: boolean | undefined;
  /** Browser autofill of a birthdate's parts. */
  bday: boolean;
  value: string;
  onChange: (text: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

interface DateNumberInputProps extends DatePartProps {
  part: 'day' | 'year';
  ref?: Ref<HTMLInputElement>;
}

/** The day or the year, typed as digits. */
export function DateNumberInput({
  ref,
  part,
  baseId,
  control,
  disabled,
  bday,
  value,
  onChange,
  onBlur,
}: DateNumberInputProps) {
  const labels = useDesignSystemLabels();
  const partId = `${baseId}-${part}`;
  return (
    <div className={styles.part}>
      <label htmlFor={partId} className={styles.partLabel}>
        {labels.date[part]}
      </label>
      <div
        className={`${controlBox} ${styles[part]}`}
        data-invalid={control['aria-invalid']}
        data-disabled={disabled || undefined}
      >
        <input
          ref={ref}
          id={partId}
          className={bareInput}
          inputMode="numeric"
          maxLength={part === 'day' ? 2 : 4}
          autoComplete={bday ? `bday-${part}` : 'off'}
          placeholder={part === 'day' ? labels.date.dayPlaceholder : labels.date.yearPlaceholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...control}
        />
      </div>
    </div>
  );
}

/** The month, chosen by its name in the page's language. */
export function DateMonthSelect({
  baseId,
  control,
  disabled,
  bday,
  value,
  onChange,
  onBlur,
}: DatePartProps) {
  const labels = useDesignSystemLabels();
  const language = useDesignSystemLanguage();
  const monthNames = useMemo(() => {
    const format = dateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) =>
      format.format(new Date(Date.UTC(2000, index, 1))),
    );
  }, [language]);

  return (
    <div className={styles.part}>
      <label htmlFor={`${baseId}-month`} className={styles.partLabel}>
        {labels.date.month}
      </label>
      <select
        id={`${baseId}-month`}
        className={`${controlBox} ${styles.month} ${styles.select}`}
        data-invalid={control['aria-invalid']}
        data-disabled={disabled || undefined}
        autoComplete={bday ? 'bday-month' : 'off'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...control}
      >
        <option value="">{labels.selectPlaceholder}</option>
        {monthNames.map((monthName, index) => (
          <option key={monthName} value={String(index + 1)}>
            {monthName}
          </option>
        ))}
      </select>
    </div>
  );
}
