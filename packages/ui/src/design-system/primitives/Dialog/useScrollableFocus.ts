import { useCallback, useState } from 'react';

/**
 * A dialog body that scrolls must be reachable with the keyboard (WCAG 2.1.1): it becomes a tab
 * stop only while its content overflows, so short dialogs keep no empty stop.
 */
export function useScrollableFocus(): [
  ref: (element: HTMLElement | null) => () => void,
  tabIndex: 0 | undefined,
] {
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return () => undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, scrollable ? 0 : undefined];
}
