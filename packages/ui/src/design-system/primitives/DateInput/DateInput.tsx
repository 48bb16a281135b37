import { useImperativeHandle, useRef, useState, type FocusEvent, type Ref } from 'react';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import * as styles from './DateInput.css.ts';
import { DateMonthSelect, DateNumberInput } from './DatePartInputs.tsx';
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
      {({ id: baseId, labelId: _labelId, ...control }) => {
        const part = { baseId, control, disabled, bday, onBlur: handleBlur };
        return (
          <div ref={groupRef} className={styles.parts}>
            <DateNumberInput
              {...part}
              ref={dayRef}
              part="day"
              value={parts.day}
              onChange={(text) => update('day', text)}
            />
            <DateMonthSelect
              {...part}
              value={parts.month}
              onChange={(text) => update('month', text)}
            />
            <DateNumberInput
              {...part}
              part="year"
              value={parts.year}
              onChange={(text) => update('year', text)}
            />
            {name ? <input type="hidden" name={name} value={formatDateParts(parts)} /> : null}
          </div>
        );
      }}
    </Field>
  );
}
DateInput.displayName = 'DateInput';
