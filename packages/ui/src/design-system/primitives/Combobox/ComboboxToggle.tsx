import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ChevronDownIcon } from '../Icon/icons.ts';
import * as styles from './Combobox.css.ts';

interface ComboboxToggleProps {
  listboxId: string;
  open: boolean;
  disabled: boolean | undefined;
  onToggle: () => void;
}

/** The chevron: a pointer's way to open the list; keys stay in the input, which keeps the focus. */
export function ComboboxToggle({ listboxId, open, disabled, onToggle }: ComboboxToggleProps) {
  const labels = useDesignSystemLabels();
  return (
    <button
      type="button"
      className={styles.toggle}
      tabIndex={-1}
      aria-label={labels.combobox.showOptions}
      aria-controls={listboxId}
      aria-expanded={open}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.currentTarget.parentElement?.querySelector('input')?.focus();
        onToggle();
      }}
    >
      <Icon icon={ChevronDownIcon} size="control" />
    </button>
  );
}
