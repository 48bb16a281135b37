import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { HideIcon, ShowIcon } from '../Icon/icons.ts';
import { revealButton } from './TextField.css.ts';

interface PasswordRevealButtonProps {
  /** The password field's input. */
  controlId: string;
  revealed: boolean;
  disabled: boolean | undefined;
  onToggle: () => void;
}

/** Shows or hides a password field's text: a toggle button at the end of its box. */
export function PasswordRevealButton({
  controlId,
  revealed,
  disabled,
  onToggle,
}: PasswordRevealButtonProps) {
  const labels = useDesignSystemLabels();
  return (
    <button
      type="button"
      className={revealButton}
      aria-pressed={revealed}
      aria-controls={controlId}
      aria-label={labels.showPassword}
      disabled={disabled}
      onClick={onToggle}
    >
      {revealed ? <Icon icon={HideIcon} size="control" /> : <Icon icon={ShowIcon} size="control" />}
    </button>
  );
}
