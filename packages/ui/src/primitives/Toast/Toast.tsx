import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Toast.css.ts';
import type { ToastTone } from './toastVariants.ts';

export interface ToastOptions {
  /** Short, already translated ("Added to cart"). */
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it hides; `Infinity` keeps it until dismissed. Hover and focus pause it. */
  duration?: number;
  /** One optional action ("Undo"); `altText` tells screen-reader users how to do it otherwise. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcons = {
  info: Info,
  positive: CircleCheck,
  caution: TriangleAlert,
  critical: CircleAlert,
} as const;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time a notification stays, in milliseconds. */
  duration?: number;
}

/**
 * Holds the notifications of the page and their viewport (bottom right, F8 moves focus there).
 * Put it inside UiProvider so the notifications get the brand theme and language.
 */
export function ToastProvider({ children, duration = 6000 }: ToastProviderProps) {
  const { t } = useTranslation('overlays');
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={t('notification')}>
        {children}
        {toasts.map(
          ({ id, title, description, tone = 'info', duration: toastDuration, action }) => {
            const Icon = toneIcons[tone];
            return (
              <RadixToast.Root
                key={id}
                className={styles.toast({ tone })}
                type={tone === 'critical' ? 'foreground' : 'background'}
                duration={toastDuration}
                onOpenChange={(open) => {
                  if (!open) dismiss(id);
                }}
              >
                <Icon className={styles.icon} size={20} aria-hidden="true" />
                <div className={styles.text}>
                  <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
                  {description ? (
                    <RadixToast.Description className={styles.description}>
                      {description}
                    </RadixToast.Description>
                  ) : null}
                  {action ? (
                    <RadixToast.Action
                      className={styles.action}
                      altText={action.altText}
                      onClick={action.onClick}
                    >
                      {action.label}
                    </RadixToast.Action>
                  ) : null}
                </div>
                <RadixToast.Close className={styles.close} aria-label={t('dismissNotification')}>
                  <X size={18} aria-hidden="true" />
                </RadixToast.Close>
              </RadixToast.Root>
            );
          },
        )}
        <RadixToast.Viewport
          className={styles.viewport}
          label={t('notifications', { hotkey: 'F8' })}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows notifications from anywhere under a ToastProvider: `const toast = useToast(); toast.show({ … })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
