import type { ReactNode, Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import { CautionIcon, CloseIcon, CriticalIcon, InfoIcon, PositiveIcon } from '../Icon/icons.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Alert.css.ts';
import type { AlertTone } from './alertVariants.ts';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  /** A follow-up action (a Button or Link) under the message. */
  action?: ReactNode;
  /** Shows a dismiss button; the caller removes the alert. */
  onDismiss?: () => void;
  /** Names the dismiss button; "Dismiss" in the page's language by default. */
  dismissLabel?: string;
  /**
   * How urgently screen readers announce it: `assertive` (role alert) interrupts, `polite`
   * (role status) waits. Defaults to assertive for critical alerts, polite otherwise.
   */
  urgency?: 'assertive' | 'polite';
  id?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLDivElement>;
}

const toneIcon: Record<AlertTone, ShopIcon> = {
  info: InfoIcon,
  positive: PositiveIcon,
  caution: CautionIcon,
  critical: CriticalIcon,
};

/** A message about the page or the last action: info, success, warning or error. */
export function Alert({
  ref,
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  urgency,
  id,
}: AlertProps) {
  const labels = useDesignSystemLabels();
  const assertive = (urgency ?? (tone === 'critical' ? 'assertive' : 'polite')) === 'assertive';
  return (
    <div ref={ref} id={id} role={assertive ? 'alert' : 'status'} className={styles.alert({ tone })}>
      <span className={styles.icon}>
        <Icon icon={toneIcon[tone]} size="medium" label={labels.alertTone[tone]} />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton
            label={dismissLabel ?? labels.dismiss}
            icon={CloseIcon}
            size="small"
            variant="ghost"
            tone="neutral"
            onClick={onDismiss}
          />
        </span>
      ) : null}
    </div>
  );
}
Alert.displayName = 'Alert';
