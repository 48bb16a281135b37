import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { CheckIcon } from '../../../design-system/primitives/Icon/icons.ts';
import type { ShopIcon } from '../../../design-system/primitives/Icon/iconVariants.ts';
import type { EditorDispatch } from '../editorContext.ts';
import * as styles from '../PhoneToolbar.css.ts';

/** A tool of the bar: an icon over its name, a tap target of at least 44 px. */
export function ToolButton({
  icon,
  label,
  pressed,
  expanded,
  tone = 'neutral',
  onClick,
}: {
  icon: ShopIcon;
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  tone?: 'neutral' | 'critical';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tool[tone]}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Icon icon={icon} size="medium" />
      <span className={styles.toolLabel}>{label}</span>
    </button>
  );
}

/** "Done": lets go of the selection, back to the page's tools. */
export function DoneButton({ dispatch }: { dispatch: EditorDispatch }) {
  const { t } = useTranslation('constructor');
  return (
    <ToolButton
      icon={CheckIcon}
      label={t('phoneTools.done')}
      onClick={() => dispatch({ type: 'select', selection: null })}
    />
  );
}
