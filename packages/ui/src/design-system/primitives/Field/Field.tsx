import { useId, type ReactNode } from 'react';
import * as styles from './Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CriticalIcon } from '../Icon/icons.ts';

/** Attributes the Field shell hands to its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
  disabled?: boolean;
}

export interface FieldShellProps {
  /** Visible label; every control has one (use `hideLabel` only where the context labels it visually). */
  label: ReactNode;
  /** Help shown under the label and read after it (e.g. "We send the tracking link here"). */
  hint?: ReactNode;
  /** Error message (already translated); marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Id of the control; generated when left out. */
  id?: string;
}

export interface FieldProps extends FieldShellProps {
  /**
   * `label`: one control with a `<label for>`; `fieldset`: several controls grouped under a
   * `<legend>` (a date of birth); `labelledby`: a composite widget named with `aria-labelledby`
   * (a radio group).
   */
  labelling?: 'label' | 'fieldset' | 'labelledby';
  /** More ids to describe the control with (a character count). */
  describedBy?: string;
  children: (control: FieldControlProps & { labelId: string }) => ReactNode;
}

/** Ids of a field's parts, stable across server and client renders. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? `field-${generated}`;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function joinIds(...ids: Array<string | false | undefined | null>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** A visual asterisk; screen readers hear "required" from the control's own `required`. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <Icon icon={CriticalIcon} size="line" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The shell every form control shares: label (with a required marker), the control, a hint and an
 * error message, tied together with `for`, `aria-describedby` and `aria-invalid`.
 */
export function Field({
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  id,
  labelling = 'label',
  describedBy,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = joinIds(
    hint ? ids.hintId : undefined,
    describedBy,
    hasError && ids.errorId,
  );
  const labelContent = (
    <>
      {label}
      {required ? <RequiredMarker /> : null}
    </>
  );
  const labelClass = hideLabel ? styles.visuallyHidden : styles.label;
  const control = children({
    id: ids.id,
    labelId: ids.labelId,
    'aria-describedby': describedByIds,
    'aria-invalid': hasError ? true : undefined,
    required,
    disabled,
  });
  const messages = (
    <>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </>
  );

  if (labelling === 'fieldset') {
    return (
      <fieldset className={styles.field} disabled={disabled} aria-describedby={describedByIds}>
        <legend id={ids.labelId} className={labelClass} data-disabled={disabled || undefined}>
          {labelContent}
        </legend>
        {control}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      {labelling === 'label' ? (
        <label
          id={ids.labelId}
          htmlFor={ids.id}
          className={labelClass}
          data-disabled={disabled || undefined}
        >
          {labelContent}
        </label>
      ) : (
        <span id={ids.labelId} className={labelClass} data-disabled={disabled || undefined}>
          {labelContent}
        </span>
      )}
      {control}
      {messages}
    </div>
  );
}
