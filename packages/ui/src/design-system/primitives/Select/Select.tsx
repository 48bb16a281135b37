import { useId, useState, type Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { onDemand, useOnDemand } from '../../provider/onDemand.ts';
import { Field, type FieldShellProps } from '../Field/Field.tsx';
import { SelectStandIn } from './SelectStandIn.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldShellProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called when the list closes and focus leaves (form libraries mark the field touched). */
  onBlur?: () => void;
  /** Shown while nothing is chosen; translated "Choose…" by default. */
  placeholder?: string;
  /** Form field name: a hidden native select carries the value in a plain form post. */
  name?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

/** The list with its positioning (Radix Select), shared by every select of the page. */
const selectControl = onDemand(() => import('./SelectControl.tsx'));

/**
 * A labelled single choice from a short list (a country site, a size); Radix Select underneath.
 * Until a customer points at, focuses or opens it, the page shows the closed trigger as Radix
 * draws it, without Radix: its list and positioning load on that intent (the gallery's sort, the
 * filters and the forms' selects need them only when opened), and a list asked for before they
 * arrive opens as they do, with the focus kept on the trigger.
 */
export function Select({
  ref,
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  id,
  placeholder,
  ...choice
}: SelectProps) {
  const labels = useDesignSystemLabels();
  const [part, load] = useOnDemand(selectControl);
  const [asked, setAsked] = useState<{ open: boolean; focus: boolean }>({
    open: false,
    focus: false,
  });
  // The list the trigger opens, as Radix names it while closed (it exists once opened).
  const listId = useId();
  const shownPlaceholder = placeholder ?? labels.selectPlaceholder;
  const open = () => {
    setAsked({ open: true, focus: true });
    void load();
  };
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
    >
      {({ labelId: _labelId, ...control }) => {
        if (part)
          return (
            <part.SelectControl
              ref={ref}
              control={control}
              required={required}
              disabled={disabled}
              placeholder={shownPlaceholder}
              defaultOpen={asked.open}
              focusOnMount={asked.focus}
              {...choice}
            />
          );
        const chosen = choice.options.find(
          (option) => option.value === (choice.value ?? choice.defaultValue),
        );
        return (
          <>
            <SelectStandIn
              ref={ref}
              control={control}
              required={required}
              disabled={disabled}
              listId={listId}
              text={chosen ? chosen.label : shownPlaceholder}
              chosen={chosen !== undefined}
              onIntent={() => void load()}
              onOpen={open}
              onFocusChange={(focus) => setAsked((current) => ({ ...current, focus }))}
              onBlur={choice.onBlur}
            />
            {choice.name && chosen ? (
              <input type="hidden" name={choice.name} value={chosen.value} />
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
Select.displayName = 'Select';
