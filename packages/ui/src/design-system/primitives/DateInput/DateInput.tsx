import { dateTimeFormat } from '@shop/domain';
import { useImperativeHandle, useMemo, useRef, useState, type FocusEvent, type Ref } from 'react';
import {
  useDesignSystemLabels,
  useDesignSystemLanguage,
} from '../../provider/DesignSystemContext.tsx';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import { bareInput, controlBox } from '../Field/Field.css.ts';
import * as styles from './DateInput.css.ts';
import { formatDateParts, parseDateParts, type DateParts } from './dateParts.ts';

export interface DateInputProps extends Omit<FieldShellProps, 'hideLabel'> {
  /** `yyyy-m-d`, or a partial string while the customer types (see formatDateParts). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Browser autofill hints: `bday` parts for a birthdate (default), none otherwise. */
  autoComplete?: 'bday' | 'off';
  /** What a form library may do with the date: focus its first part. */
  ref?: Ref<DateInputHandle>;
}

export interface DateInputHandle {
  focus: () => void;
}

/**
 * A date typed as day, month and year (a birthdate: no calendar to scroll back decades).
 * Three labelled controls grouped under one legend; the value is `yyyy-m-d`.
 */
export function DateInput({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  id,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  autoComplete = 'bday',
}: DateInputProps) {
  const labels = useDesignSystemLabels();
  const language = useDesignSystemLanguage();
  const dayRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => dayRef.current?.focus() }));

  const [parts, setParts] = useState<DateParts>(() => parseDateParts(value ?? defaultValue));
  // A value set from outside (a form reset) replaces what is shown, unless it is what we emitted.
  const [lastValue, setLastValue] = useState(value);
  if (value !== undefined && value !== lastValue) {
    setLastValue(value);
    if (value !== formatDateParts(parts)) setParts(parseDateParts(value));
  }

  const monthNames = useMemo(() => {
    const format = dateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) =>
      format.format(new Date(Date.UTC(2000, index, 1))),
    );
  }, [language]);

  const update = (part: keyof DateParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const formatted = formatDateParts(next);
    setLastValue(formatted);
    onChange?.(formatted);
  };

  // Touched once focus leaves the whole date, not when it moves from day to month.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!groupRef.current?.contains(event.relatedTarget)) onBlur?.();
  };

  const bday = autoComplete === 'bday';
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      labelling="fieldset"
    >
      {({ id: baseId, labelId: _labelId, ...control }) => (
        <div ref={groupRef} className={styles.parts}>
          <div className={styles.part}>
            <label htmlFor={`${baseId}-day`} className={styles.partLabel}>
              {labels.date.day}
            </label>
            <div
              className={`${controlBox} ${styles.day}`}
              data-invalid={control['aria-invalid']}
              data-disabled={disabled || undefined}
            >
              <input
                ref={dayRef}
                id={`${baseId}-day`}
                className={bareInput}
                inputMode="numeric"
                maxLength={2}
                autoComplete={bday ? 'bday-day' : 'off'}
                placeholder={labels.date.dayPlaceholder}
                value={parts.day}
                onChange={(event) => update('day', event.target.value)}
                onBlur={handleBlur}
                {...control}
              />
            </div>
          </div>
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
              value={parts.month}
              onChange={(event) => update('month', event.target.value)}
              onBlur={handleBlur}
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
          <div className={styles.part}>
            <label htmlFor={`${baseId}-year`} className={styles.partLabel}>
              {labels.date.year}
            </label>
            <div
              className={`${controlBox} ${styles.year}`}
              data-invalid={control['aria-invalid']}
              data-disabled={disabled || undefined}
            >
              <input
                id={`${baseId}-year`}
                className={bareInput}
                inputMode="numeric"
                maxLength={4}
                autoComplete={bday ? 'bday-year' : 'off'}
                placeholder={labels.date.yearPlaceholder}
                value={parts.year}
                onChange={(event) => update('year', event.target.value)}
                onBlur={handleBlur}
                {...control}
              />
            </div>
          </div>
          {name ? <input type="hidden" name={name} value={formatDateParts(parts)} /> : null}
        </div>
      )}
    </Field>
  );
}
DateInput.displayName = 'DateInput';
