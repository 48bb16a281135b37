import { Switch as RadixSwitch } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { FieldHint, joinIds, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  /** What turns on or off (e.g. "Order updates by SMS"); takes effect at once, no submit needed. */
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off setting that applies immediately; Radix Switch underneath (role="switch"). */
export function Switch({
  ref,
  label,
  hint,
  disabled,
  id,
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  name,
}: SwitchProps) {
  const ids = useFieldIds(id);
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label htmlFor={ids.id} className={styles.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        <RadixSwitch.Root
          ref={ref}
          id={ids.id}
          className={styles.track}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          onBlur={onBlur}
          disabled={disabled}
          name={name}
          aria-describedby={joinIds(hint ? ids.hintId : undefined)}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </div>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
    </div>
  );
}
Switch.displayName = 'Switch';
