import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onDemand, useOnDemand } from '../../provider/onDemand.ts';
import type { ToastTone } from './toastVariants.ts';

export interface ToastOptions {
  /** Short, already translated ("Added to cart"). */
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it hides; `Infinity` keeps it until dismissed. Hover and focus pause it. */
  duration?: number;
  /**
   * One optional action: a button (`onClick`, "Undo") or an in-site link (`href`, "Go to the
   * cart"); `altText` tells screen-reader users how to do it otherwise.
   */
  action?: { label: string; altText: string; onClick?: () => void; href?: string };
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Radix Toast and the notifications' look: imported with the first notification, not with the page. */
const toastViewportPart = onDemand(() => import('./ToastViewport.tsx'));

export interface ToastProviderProps {
  children: ReactNode;
  /** Default time a notification stays, in milliseconds. */
  duration?: number;
  /** The page shown (its path): the notifications of a page are dismissed when it changes. */
  page?: string;
}

/**
 * Holds the notifications of the page and their viewport (bottom right, at the top on phones;
 * F8 moves focus there). Mounted once around every page, whatever its layout, inside DesignSystemProvider
 * so the notifications get the brand theme and language. Nothing of Radix Toast loads until the
 * first notification is shown; it stays mounted afterwards.
 */
export function ToastProvider({ children, duration = 6000, page }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    setToasts([]);
  }
  const counter = useRef(0);
  const [viewport, loadViewport] = useOnDemand(toastViewportPart);
  // The viewport appears with this provider's first notification and stays (F8 keeps working).
  const [used, setUsed] = useState(false);
  const waiting = used && !viewport;

  // A notification asked for before its code arrived shows once it has; a failed import is
  // tried again with the next one.
  useEffect(() => {
    if (waiting) void loadViewport().catch(() => undefined);
  }, [waiting, loadViewport]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    setUsed(true);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && viewport ? (
        <viewport.ToastViewport toasts={toasts} duration={duration} onDismiss={dismiss} />
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows notifications from anywhere under a ToastProvider: `const toast = useToast(); toast.show({ … })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
