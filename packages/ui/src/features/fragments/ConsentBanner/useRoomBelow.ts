import { useEffect, type RefObject } from 'react';

/**
 * While an element floats over the bottom of the window, the page keeps as much room below its
 * content (body padding) and at the end of its scrollport (scroll-padding): the page's last
 * control (a checkout step's Continue) scrolls clear of it, and so does a control the keyboard
 * focuses (WCAG 2.4.11). The element itself is fixed, so showing it moves nothing on screen.
 */
export function useRoomBelow(element: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const floating = element.current;
    if (!active || !floating) return undefined;
    const root = document.documentElement;
    // Measured when the observer reports, right after the browser's own layout (it reports once
    // on observing): reading sizes here forces no extra layout while the page hydrates.
    const observer = new ResizeObserver(() => {
      // Its height plus its distance from the window's bottom edge.
      const gap = Number.parseFloat(getComputedStyle(floating).bottom) || 0;
      const room = `${Math.ceil(floating.offsetHeight + gap)}px`;
      root.style.scrollPaddingBlockEnd = room;
      document.body.style.paddingBlockEnd = room;
    });
    observer.observe(floating);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-end');
      document.body.style.removeProperty('padding-block-end');
    };
  }, [element, active]);
}
