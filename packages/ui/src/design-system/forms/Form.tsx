import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useDesignSystemLabels } from '../provider/DesignSystemContext.tsx';
import { Button, type ButtonProps } from '../primitives/Button/Button.tsx';
import * as styles from './Form.css.ts';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { CriticalIcon } from '../primitives/Icon/icons.ts';

export interface FormProps<TFieldValues extends FieldValues, TOutput> {
  /** From `useZodForm(rules)`. */
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /**
   * Receives the parsed values. May return a promise; while it runs the form is "submitting" and a
   * second submission is ignored. If it throws or rejects, a form-level error shows and every typed
   * value stays (use `form.setError` before throwing to mark fields the server refused).
   */
  onSubmit: (
    values: TOutput,
    form: UseFormReturn<TFieldValues, unknown, TOutput>,
  ) => void | Promise<void>;
  /** Already translated text for a failed submission; a general message by default. */
  submitErrorMessage?: (error: unknown) => string | undefined;
  /** Names the form for screen readers when the page has several. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A `<form>` wired to react-hook-form: validation on submit, submitting state, failure message. */
export function Form<TFieldValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  submitErrorMessage,
  children,
  ...aria
}: FormProps<TFieldValues, TOutput>) {
  const labels = useDesignSystemLabels();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // A failed submission moves focus to its message, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    void form
      .handleSubmit(async (values) => {
        try {
          await onSubmit(values, form);
        } catch (error) {
          setSubmitError(submitErrorMessage?.(error) ?? labels.submitError);
        }
      })(event)
      .finally(() => {
        inFlight.current = false;
      });
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={handleSubmit} {...aria}>
        {submitError ? (
          <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
            <span className={styles.alertIcon}>
              <Icon icon={CriticalIcon} size="medium" />
            </span>
            <span>{submitError}</span>
          </div>
        ) : null}
        {children}
      </form>
    </FormProvider>
  );
}

export type FormSubmitProps = Omit<ButtonProps, 'type' | 'loading'>;

/** The submit button of a Form: shows the submitting state and ignores clicks meanwhile. */
export function FormSubmit(props: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" loading={isSubmitting} />;
}
