import { Toast as RadixToast } from 'radix-ui';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { useLinkComponent } from '../../provider/LinkComponentContext.tsx';
import type { ShownToast } from './Toast.tsx';
import * as styles from './Toast.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { CautionIcon, CloseIcon, CriticalIcon, InfoIcon, PositiveIcon } from '../Icon/icons.ts';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import type { ToastTone } from './toastVariants.ts';

const toneIcons: Record<ToastTone, ShopIcon> = {
  info: InfoIcon,
  positive: PositiveIcon,
  caution: CautionIcon,
  critical: CriticalIcon,
};

interface ToastViewportProps {
  toasts: readonly ShownToast[];
  /** Default time a notification stays, in milliseconds. */
  duration: number;
  onDismiss: (id: string) => void;
}

/**
 * The notifications and the region that holds them (Radix Toast): each one is announced through
 * a live region (`status`, assertive for critical ones), F8 moves focus to the region, Escape or
 * a swipe dismisses. Loaded by ToastProvider with the first notification.
 */
export function ToastViewport({ toasts, duration, onDismiss }: ToastViewportProps) {
  const labels = useDesignSystemLabels();
  const RouterLink = useLinkComponent();
  return (
    <RadixToast.Provider duration={duration} label={labels.notifications.notification}>
      {toasts.map(({ id, title, description, tone = 'info', duration: toastDuration, action }) => {
        return (
          <RadixToast.Root
            key={id}
            className={styles.toast({ tone })}
            type={tone === 'critical' ? 'foreground' : 'background'}
            duration={toastDuration}
            onOpenChange={(open) => {
              if (!open) onDismiss(id);
            }}
          >
            <span className={styles.icon}>
              <Icon icon={toneIcons[tone]} size="medium" />
            </span>
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description ? (
                <RadixToast.Description className={styles.description}>
                  {description}
                </RadixToast.Description>
              ) : null}
              {action?.href ? (
                <RadixToast.Action altText={action.altText} asChild>
                  <RouterLink href={action.href} className={styles.action} onClick={action.onClick}>
                    {action.label}
                  </RouterLink>
                </RadixToast.Action>
              ) : action ? (
                <RadixToast.Action
                  className={styles.action}
                  altText={action.altText}
                  onClick={action.onClick}
                >
                  {action.label}
                </RadixToast.Action>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={labels.notifications.dismiss}>
              <Icon icon={CloseIcon} size="control" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} label={labels.notifications.region('F8')} />
    </RadixToast.Provider>
  );
}
