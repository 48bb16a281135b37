import { useEffect, type RefObject } from 'react';

/**
 * While an element floats over the bottom of the window, the page keeps as much room at the end
 * of its scrollport (scroll-padding), so a control the keyboard focuses scrolls clear of the
 * element instead of hiding behind it (WCAG 2.4.11).
 */
export function useScrollPaddingBelow(element: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const floating = element.current;
    if (!active || !floating) return undefined;
    const root = document.documentElement;
    const measure = () => {
      // Its height plus its distance from the window's bottom edge.
      const gap = Number.parseFloat(getComputedStyle(floating).bottom) || 0;
      root.style.scrollPaddingBlockEnd = `${Math.ceil(floating.offsetHeight + gap)}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(floating);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-end');
    };
  }, [element, active]);
}
